import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { EsportsDashboardView } from '@shared/contracts/esports';

type Point = EsportsDashboardView['winRateOverTime'][number];

/** "2026-06" → "Jun 26" for the axis and the table. */
export function monthText(month: string, locale?: string) {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  const short = new Date(Date.UTC(year, index - 1, 1)).toLocaleDateString(locale, {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${short} ${String(year).slice(2)}`;
}

/**
 * My teams' win rate per month as a line (recharts), colours from the theme's variables so both
 * themes read; a table gives the same figures to screen readers.
 */
export function WinRateChart({ points }: { points: Point[] }) {
  if (points.length === 0) {
    return <p className="text-sm text-muted-foreground">No matches played yet.</p>;
  }
  const data = points.map((p) => ({ ...p, label: monthText(p.month) }));
  const latest = points.at(-1)!;
  return (
    <figure className="grid gap-2">
      <div className="h-48 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          >
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }} />
            <YAxis
              domain={[0, 100]}
              unit="%"
              tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
            />
            <Tooltip
              contentStyle={{ background: 'var(--card)', border: '1px solid var(--border)' }}
              formatter={(value) => [`${Number(value)}%`, 'Win rate']}
            />
            <Line
              type="monotone"
              dataKey="winRate"
              stroke="var(--primary)"
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-muted-foreground">
        Win rate per month; latest {monthText(latest.month)}: {Math.round(latest.winRate)}% of{' '}
        {latest.played} matches.
      </figcaption>
      <table className="sr-only">
        <caption>Win rate per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Played</th>
            <th scope="col">Won</th>
            <th scope="col">Win rate</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.month}>
              <th scope="row">{monthText(p.month)}</th>
              <td>{p.played}</td>
              <td>{p.wins}</td>
              <td>{Math.round(p.winRate)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
