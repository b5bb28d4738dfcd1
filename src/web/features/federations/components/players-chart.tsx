import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PlayersByMonth } from '@shared/contracts/federations';

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });

/**
 * Registered players at the end of each month, as a line; the same figures are in a visually
 * hidden table for screen readers, and the figure's caption says the trend in words.
 */
export function PlayersChart({ data }: { data: PlayersByMonth }) {
  if (data.length === 0) return null;
  const first = data[0]!;
  const last = data.at(-1)!;
  const rows = data.map((point) => ({ ...point, label: monthLabel(point.month) }));
  return (
    <figure className="grid gap-2">
      <div className="h-56 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={rows}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          >
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} className="fill-muted-foreground" />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip
              contentStyle={{
                background: 'var(--color-popover, white)',
                color: 'var(--color-popover-foreground, black)',
              }}
            />
            <Line
              type="monotone"
              dataKey="players"
              name="Players"
              stroke="var(--color-primary, #2563eb)"
              strokeWidth={2}
              dot={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-muted-foreground">
        {last.players} registered players at the end of {monthLabel(last.month)}, from{' '}
        {first.players} in {monthLabel(first.month)}.
      </figcaption>
      <table className="sr-only">
        <caption>Registered players by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Players</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <td>{row.label}</td>
              <td>{row.players}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
