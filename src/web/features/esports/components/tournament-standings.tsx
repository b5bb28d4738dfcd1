import { Link } from 'react-router';
import type { StandingsRowView } from '@shared/contracts/esports';
import { formatMoney } from '@shared/money';

type StandingsProps = {
  rows: StandingsRowView[];
  caption: string;
  /** Swiss: Buchholz and Median-Buchholz columns. */
  showBuchholz?: boolean;
  showPrize?: boolean;
};

const hasPrize = (row: StandingsRowView) => Number(row.prizeWon) > 0;

/** Placements with wins, losses and points; Buchholz for Swiss, prize money once it is won. */
export function TournamentStandings({ rows, caption, showBuchholz, showPrize }: StandingsProps) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No standings yet.</p>;
  const prize = showPrize ?? rows.some(hasPrize);
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-2">
              <abbr title="Placement">#</abbr>
            </th>
            <th scope="col" className="px-2 py-2">
              Team
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              <abbr title="Wins">W</abbr>
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              <abbr title="Losses">L</abbr>
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              <abbr title="Points">Pts</abbr>
            </th>
            {showBuchholz && (
              <>
                <th scope="col" className="px-2 py-2 text-right">
                  <abbr title="Buchholz: the sum of the opponents' points">Buch</abbr>
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  <abbr title="Median-Buchholz: Buchholz without the best and worst opponent">
                    M-Buch
                  </abbr>
                </th>
              </>
            )}
            {prize && (
              <th scope="col" className="px-2 py-2 text-right">
                Prize
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.teamId} className="border-t">
              <td className="px-2 py-2 tabular-nums">{row.placement ?? '–'}</td>
              <th scope="row" className="px-2 py-2 text-left font-medium">
                <Link to={`/esports/teams/${row.teamId}`} className="hover:underline">
                  {row.teamName}
                </Link>
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{row.wins}</td>
              <td className="px-2 py-2 text-right tabular-nums">{row.losses}</td>
              <td className="px-2 py-2 text-right tabular-nums">{row.points}</td>
              {showBuchholz && (
                <>
                  <td className="px-2 py-2 text-right tabular-nums">{row.buchholz ?? '–'}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{row.medianBuchholz ?? '–'}</td>
                </>
              )}
              {prize && (
                <td className="px-2 py-2 text-right tabular-nums">
                  {hasPrize(row) ? formatMoney(row.prizeWon) : '–'}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
