import type { StandingsRowView } from '@shared/contracts/leagues';
import { cn } from '@web/lib/utils';

const FORM_STYLE = {
  W: 'bg-emerald-600 text-white',
  D: 'bg-muted-foreground/70 text-white',
  L: 'bg-destructive text-white',
} as const;
const FORM_WORD = { W: 'won', D: 'drew', L: 'lost' } as const;

/** The league table; on a phone only position, team, played, goal difference and points show. */
export function StandingsTable({ rows, rule }: { rows: StandingsRowView[]; rule: string }) {
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">No teams in the table yet.</p>;
  }
  const cell = 'px-2 py-2 text-right tabular-nums';
  const wide = 'hidden sm:table-cell';
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">
          League table, ordered by{' '}
          {rule === 'points_h2h' ? 'points, then head to head' : 'points, then goal difference'}
        </caption>
        <thead className="border-b text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-2 text-right">
              <abbr title="Position">#</abbr>
            </th>
            <th scope="col" className="px-2 py-2 text-left">
              Team
            </th>
            <th scope="col" className={cell}>
              <abbr title="Played">P</abbr>
            </th>
            <th scope="col" className={cn(cell, wide)}>
              <abbr title="Won">W</abbr>
            </th>
            <th scope="col" className={cn(cell, wide)}>
              <abbr title="Drawn">D</abbr>
            </th>
            <th scope="col" className={cn(cell, wide)}>
              <abbr title="Lost">L</abbr>
            </th>
            <th scope="col" className={cn(cell, wide)}>
              <abbr title="Goals for">GF</abbr>
            </th>
            <th scope="col" className={cn(cell, wide)}>
              <abbr title="Goals against">GA</abbr>
            </th>
            <th scope="col" className={cell}>
              <abbr title="Goal difference">GD</abbr>
            </th>
            <th scope="col" className={cell}>
              <abbr title="Points">Pts</abbr>
            </th>
            <th scope="col" className={cn('px-2 py-2 text-left', wide)}>
              Form
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.teamId} className="border-b last:border-0">
              <td className="px-2 py-2 text-right tabular-nums">{row.position}</td>
              <th scope="row" className="px-2 py-2 text-left font-medium">
                {row.teamName}
              </th>
              <td className={cell}>{row.played}</td>
              <td className={cn(cell, wide)}>{row.won}</td>
              <td className={cn(cell, wide)}>{row.drawn}</td>
              <td className={cn(cell, wide)}>{row.lost}</td>
              <td className={cn(cell, wide)}>{row.goalsFor}</td>
              <td className={cn(cell, wide)}>{row.goalsAgainst}</td>
              <td className={cell}>
                {row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}
              </td>
              <td className={cn(cell, 'font-semibold')}>{row.points}</td>
              <td className={cn('px-2 py-2', wide)}>
                <span className="sr-only">
                  Last results: {row.form.map((f) => FORM_WORD[f]).join(', ') || 'none'}
                </span>
                <span className="flex gap-1" aria-hidden>
                  {row.form.map((f, i) => (
                    <span
                      key={i}
                      className={cn(
                        'grid size-5 place-items-center rounded text-[10px] font-bold',
                        FORM_STYLE[f],
                      )}
                    >
                      {f}
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
