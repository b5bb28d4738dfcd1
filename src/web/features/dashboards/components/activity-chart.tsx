import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PlayerStats } from '@shared/contracts/dashboards';
import { ChartFigure } from '@web/components/charts/chart-figure';
import {
  axisProps,
  CHART_COLORS,
  gridProps,
  legendProps,
  tooltipProps,
} from '@web/components/charts/chart-theme';
import { monthLabel } from '../month-label';

/** Games played per month, won and not won stacked; a table says the same to screen readers. */
export function ActivityChart({ history }: { history: PlayerStats['history'] }) {
  const data = history.map((month) => ({
    month: monthLabel(month.month),
    won: month.wins,
    other: month.played - month.wins,
    played: month.played,
  }));
  return (
    <ChartFigure
      title="Games per month"
      summary="Games played and won per month"
      rows={data}
      rowHeader="Month"
      rowLabel={(row) => row.month}
      columns={[
        { label: 'Played', value: (row) => row.played },
        { label: 'Won', value: (row) => row.won },
      ]}
    >
      <ResponsiveContainer width="100%" height={200} initialDimension={{ width: 320, height: 200 }}>
        <BarChart
          accessibilityLayer={false}
          data={data}
          margin={{ top: 4, right: 4, bottom: 0, left: -24 }}
        >
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="month" {...axisProps} />
          <YAxis {...axisProps} allowDecimals={false} />
          <Tooltip {...tooltipProps} />
          <Legend {...legendProps} />
          <Bar dataKey="won" name="Won" stackId="games" fill={CHART_COLORS[0]} />
          <Bar
            dataKey="other"
            name="Not won"
            stackId="games"
            fill={CHART_COLORS[1]}
            radius={[3, 3, 0, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
