import type { MatchView } from '@shared/contracts/esports';
import { cn } from '@web/lib/utils';

export type TeamNames = ReadonlyMap<string, string>;

type Side = { teamId: string | null; score: number | null };

/** How a side reads: its team, "Bye" where a bye left it empty, "TBD" while it is to come. */
export function sideName(match: MatchView, teamId: string | null, names: TeamNames) {
  if (teamId) return names.get(teamId) ?? 'Unknown team';
  return match.status === 'bye' ? 'Bye' : 'TBD';
}

/** The match in words, for the button's accessible name. */
export function describeMatch(match: MatchView, names: TeamNames, roundLabel: string) {
  const one = sideName(match, match.team1Id, names);
  const two = sideName(match, match.team2Id, names);
  const winner = match.winnerId ? names.get(match.winnerId) : undefined;
  const scores =
    match.score1 !== null && match.score2 !== null ? ` ${match.score1}–${match.score2}` : '';
  const state =
    match.status === 'bye'
      ? `, ${winner ?? one} goes through on a bye`
      : match.status === 'completed'
        ? `${scores}, ${winner ?? '?'} won${match.forfeit ? ' by forfeit' : ''}`
        : match.status === 'disputed'
          ? ', result disputed'
          : match.status === 'ready'
            ? ', to play'
            : ', waiting for teams';
  return `${roundLabel}, match ${match.position}: ${one} versus ${two}${state}`;
}

type MatchCardProps = {
  match: MatchView;
  names: TeamNames;
  roundLabel: string;
  /** The teams whose path is lit up. */
  highlighted: ReadonlySet<string>;
  onHighlight: (teamIds: string[]) => void;
  /** Opens result entry; without it the card is plain text. */
  onOpen?: (match: MatchView) => void;
};

/** One match of a bracket: both sides and their scores, the winner in bold. */
export function MatchCard({
  match,
  names,
  roundLabel,
  highlighted,
  onHighlight,
  onOpen,
}: MatchCardProps) {
  const sides: Side[] = [
    { teamId: match.team1Id, score: match.score1 },
    { teamId: match.team2Id, score: match.score2 },
  ];
  const teams = sides.flatMap((side) => (side.teamId ? [side.teamId] : []));
  const onPath = teams.some((id) => highlighted.has(id));
  const label = describeMatch(match, names, roundLabel);
  const body = (
    <>
      {sides.map((side, index) => {
        const won = match.winnerId !== null && side.teamId === match.winnerId;
        const lost = match.winnerId !== null && side.teamId !== null && !won;
        return (
          <span
            key={index}
            data-team={side.teamId ?? undefined}
            onMouseEnter={side.teamId ? () => onHighlight([side.teamId!]) : undefined}
            className={cn(
              'flex items-center justify-between gap-2 px-2 py-1',
              index === 0 && 'border-b',
              // The winner: bold with a bar in the theme's colour (not colour alone).
              won && 'border-l-4 border-l-primary pl-1 font-semibold text-foreground',
              lost && 'text-muted-foreground',
              !side.teamId && 'text-muted-foreground italic',
              side.teamId && highlighted.has(side.teamId) && 'bg-primary/15',
            )}
          >
            <span className="truncate">{sideName(match, side.teamId, names)}</span>
            <span className="tabular-nums">
              {side.score ?? (match.forfeit && match.winnerId ? (won ? 'W' : 'FF') : '')}
              {won && <span className="sr-only"> (winner)</span>}
            </span>
          </span>
        );
      })}
      {match.status === 'disputed' && (
        <span className="block bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
          Disputed
        </span>
      )}
    </>
  );
  const className = cn(
    'block w-52 overflow-hidden rounded-md border bg-card text-left text-sm shadow-xs transition-shadow',
    onPath && 'border-primary ring-2 ring-primary/40',
    match.status === 'bye' && 'border-dashed opacity-80',
  );
  return onOpen ? (
    <button
      type="button"
      aria-label={label}
      data-match-id={match.id}
      data-on-path={onPath || undefined}
      className={cn(
        className,
        'focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none hover:border-primary/60',
      )}
      onFocus={() => onHighlight(teams)}
      onMouseLeave={() => onHighlight([])}
      onBlur={() => onHighlight([])}
      onClick={() => onOpen(match)}
    >
      {body}
    </button>
  ) : (
    <div
      role="group"
      aria-label={label}
      data-match-id={match.id}
      data-on-path={onPath || undefined}
      className={className}
      onMouseLeave={() => onHighlight([])}
    >
      {body}
    </div>
  );
}
