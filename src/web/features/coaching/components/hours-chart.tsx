import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { CoachDashboard } from '@shared/contracts/coaching';
import { formatMoney } from '@shared/money';
import { ChartFigure } from '@web/components/charts/chart-figure';
import {
  axisProps,
  CHART_COLORS,
  gridProps,
  legendProps,
  tooltipProps,
} from '@web/components/charts/chart-theme';
import { monthLabel } from '@web/features/dashboards/month-label';

/** Hours coached (bars) and revenue at the hourly rate (line) per month. */
export function HoursChart({ months }: { months: CoachDashboard['months'] }) {
  const data = months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const hours = months.reduce((sum, m) => sum + m.hours, 0);
  const revenue = months.reduce((sum, m) => sum + m.revenue, 0);
  return (
    <ChartFigure
      title="Hours and revenue per month"
      aside={
        <span className="text-xs text-muted-foreground">
          {hours} h · {formatMoney(revenue)} in six months
        </span>
      }
      rows={data}
      rowHeader="Month"
      rowLabel={(row) => row.label}
      columns={[
        { label: 'Hours', value: (row) => row.hours },
        { label: 'Revenue', value: (row) => formatMoney(row.revenue) },
      ]}
    >
      <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 320, height: 220 }}>
        <ComposedChart
          accessibilityLayer={false}
          data={data}
          margin={{ top: 4, right: 0, bottom: 0, left: -16 }}
        >
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="label" {...axisProps} />
          <YAxis yAxisId="hours" {...axisProps} allowDecimals={false} />
          <YAxis
            yAxisId="revenue"
            orientation="right"
            {...axisProps}
            width={56}
            tickFormatter={(v: number) => `$${v}`}
          />
          <Tooltip
            {...tooltipProps}
            formatter={(value, name) =>
              name === 'Revenue' ? [formatMoney(Number(value)), name] : [`${String(value)} h`, name]
            }
          />
          <Legend {...legendProps} />
          <Bar
            yAxisId="hours"
            dataKey="hours"
            name="Hours"
            fill={CHART_COLORS[0]}
            radius={[3, 3, 0, 0]}
          />
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue"
            stroke={CHART_COLORS[1]}
            strokeWidth={2}
            dot={{ r: 3 }}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
