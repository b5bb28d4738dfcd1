import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PortfolioView } from '@shared/contracts/investors';
import { formatMoney } from '@shared/money';
import { ChartFigure } from '@web/components/charts/chart-figure';
import {
  axisProps,
  CHART_COLORS,
  gridProps,
  tooltipProps,
} from '@web/components/charts/chart-theme';

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

/** The portfolio's value after each closing (amount invested) and exit (exit value). */
export function PortfolioChart({ points }: { points: PortfolioView['valueOverTime'] }) {
  if (points.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">The chart starts with your first closed deal.</p>
    );
  }
  return (
    <ChartFigure
      title="Portfolio value over time"
      summary="Portfolio value after each closing and exit: amounts held plus exit values"
      aside={<span className="text-muted-foreground">{formatMoney(points.at(-1)!.value)}</span>}
      rows={points}
      rowHeader="Date"
      rowLabel={(point) => point.date}
      columns={[{ label: 'Value', value: (point) => formatMoney(point.value) }]}
    >
      <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 320, height: 220 }}>
        <AreaChart
          accessibilityLayer={false}
          data={points}
          margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="date" {...axisProps} />
          <YAxis {...axisProps} tickFormatter={(value: number) => compact.format(value)} />
          <Tooltip {...tooltipProps} formatter={(value) => [formatMoney(Number(value)), 'Value']} />
          <Area
            type="stepAfter"
            dataKey="value"
            name="Value"
            stroke={CHART_COLORS[0]}
            fill={CHART_COLORS[0]}
            fillOpacity={0.2}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
