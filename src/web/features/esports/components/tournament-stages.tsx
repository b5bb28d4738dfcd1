import type { MatchView, StandingsRowView, TournamentView } from '@shared/contracts/esports';
import { BracketView } from './bracket/bracket-view';
import type { TeamNames } from './bracket/match-card';
import { RoundsView } from './bracket/rounds-view';
import { TournamentStandings } from './tournament-standings';

type StagesProps = {
  tournament: TournamentView;
  matches: MatchView[];
  standings: StandingsRowView[];
  names: TeamNames;
  onOpen?: (match: MatchView) => void;
};

/** Groups first, each with its table and rounds, then the playoff bracket. */
function GroupsThenPlayoffs({
  matches,
  standings,
  names,
  onOpen,
}: Omit<StagesProps, 'tournament'>) {
  const groupNumbers = [
    ...new Set(matches.filter((m) => m.stage === 'group').map((m) => m.group ?? 1)),
  ].sort((a, b) => a - b);
  const playoffs = matches.filter((m) => m.stage === 'playoff');
  return (
    <div className="grid gap-8">
      {groupNumbers.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`} className="grid gap-3">
          <h3 id={`group-${group}`} className="text-lg font-semibold">
            Group {String.fromCharCode(64 + group)}
          </h3>
          <TournamentStandings
            rows={standings
              .filter((row) => row.group === group)
              .sort((a, b) => (a.groupRank ?? 0) - (b.groupRank ?? 0))
              .map((row) => ({ ...row, placement: row.groupRank ?? row.placement }))}
            caption={`Group ${String.fromCharCode(64 + group)} table`}
            showPrize={false}
          />
          <RoundsView
            matches={matches.filter((m) => m.stage === 'group' && (m.group ?? 1) === group)}
            names={names}
            label={`Group ${String.fromCharCode(64 + group)} rounds`}
            onOpen={onOpen}
          />
        </section>
      ))}
      <section aria-labelledby="playoffs" className="grid gap-3">
        <h3 id="playoffs" className="text-lg font-semibold">
          Playoffs
        </h3>
        {playoffs.length > 0 ? (
          <BracketView matches={playoffs} names={names} onOpen={onOpen} label="Playoff bracket" />
        ) : (
          <p className="text-sm text-muted-foreground">
            The playoff bracket is drawn when every group match is played.
          </p>
        )}
      </section>
    </div>
  );
}

/** The bracket, the rounds or the groups, whichever the tournament's format has. */
export function TournamentStages({ tournament, matches, standings, names, onOpen }: StagesProps) {
  if (matches.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        The {tournament.format === 'swiss' ? 'first round is paired' : 'bracket is drawn'} when the
        tournament starts.
      </p>
    );
  }
  switch (tournament.format) {
    case 'single_elimination':
    case 'double_elimination':
      return <BracketView matches={matches} names={names} onOpen={onOpen} />;
    case 'groups':
      return (
        <GroupsThenPlayoffs matches={matches} standings={standings} names={names} onOpen={onOpen} />
      );
    case 'round_robin':
    case 'swiss':
      return (
        <RoundsView
          matches={matches}
          names={names}
          onOpen={onOpen}
          label={tournament.format === 'swiss' ? 'Swiss rounds' : 'Rounds'}
        />
      );
  }
}
