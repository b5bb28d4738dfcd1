import { Link } from 'react-router';
import type { EsportsTeamSummary } from '@shared/contracts/esports';

/** Teams in a short list: name and tag, title, region, record and win rate. */
export function TeamList({ teams, label }: { teams: EsportsTeamSummary[]; label: string }) {
  if (teams.length === 0) return <p className="text-sm text-muted-foreground">No teams yet.</p>;
  return (
    <ol aria-label={label} className="grid gap-2">
      {teams.map((team) => (
        <li key={team.id} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span>
            <Link to={`/esports/teams/${team.id}`} className="font-medium hover:underline">
              {team.name}
            </Link>
            {team.tag && <span className="text-muted-foreground"> [{team.tag}]</span>}
            <span className="text-muted-foreground">
              {' '}
              · {team.game.title}
              {team.region ? ` · ${team.region}` : ''}
            </span>
          </span>
          <span className="text-muted-foreground tabular-nums">
            {team.wins}–{team.losses} · {Math.round(team.winRate)}%
            {team.mmr !== null ? ` · MMR ${team.mmr}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
