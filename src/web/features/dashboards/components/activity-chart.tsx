import type { PlayerStats } from '@shared/contracts/dashboards';
import { monthLabel } from '../month-label';

/** Games played per month, wins shaded in; a table says the same to screen readers. */
export function ActivityChart({ history }: { history: PlayerStats['history'] }) {
  const most = Math.max(1, ...history.map((month) => month.played));
  return (
    <figure className="space-y-3">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium">
        Games per month
        <span className="flex gap-3 text-xs font-normal text-muted-foreground" aria-hidden>
          <span className="flex items-center gap-1">
            <span className="size-2.5 rounded-sm bg-primary/30" /> Played
          </span>
          <span className="flex items-center gap-1">
            <span className="size-2.5 rounded-sm bg-primary" /> Won
          </span>
        </span>
      </figcaption>
      <div className="flex h-40 items-end gap-2 border-b pb-1" aria-hidden>
        {history.map((month) => (
          <div
            key={month.month}
            className="flex h-full flex-1 flex-col items-center justify-end gap-1"
          >
            <span className="text-xs text-muted-foreground">{month.played || ''}</span>
            <div
              className="relative w-full max-w-12 overflow-hidden rounded-t-md bg-primary/30"
              style={{ height: `${(month.played / most) * 100}%` }}
            >
              <div
                className="absolute inset-x-0 bottom-0 bg-primary"
                style={{ height: month.played ? `${(month.wins / month.played) * 100}%` : 0 }}
              />
            </div>
          </div>
        ))}
      </div>
      <div className="flex gap-2 text-center text-xs text-muted-foreground" aria-hidden>
        {history.map((month) => (
          <span key={month.month} className="flex-1">
            {monthLabel(month.month)}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>Games played and won per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Played</th>
            <th scope="col">Won</th>
          </tr>
        </thead>
        <tbody>
          {history.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthLabel(month.month)}</th>
              <td>{month.played}</td>
              <td>{month.wins}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
