import {
  Bar as RechartsBar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartFigure } from '@web/components/charts/chart-figure';
import {
  axisProps,
  CHART_COLORS,
  gridProps,
  tooltipProps,
} from '@web/components/charts/chart-theme';

export type Bar = { label: string; value: number; display: string };

/**
 * One series of bars (recharts): an axis label every `labelEvery`-th bar, each bar's figure in
 * the tooltip, and the figures as a table for screen readers.
 */
export function BarChart({
  title,
  bars,
  labelEvery = 1,
  rowHeader,
  axisFormat = String,
  className,
}: {
  title: string;
  /** What each bar is (a day, a half-hour…), heading the table. */
  rowHeader: string;
  bars: Bar[];
  labelEvery?: number;
  /** How the value axis writes a value (e.g. cents as money). */
  axisFormat?: (value: number) => string;
  className?: string;
}) {
  const display = new Map(bars.map((bar) => [bar.label, bar.display]));
  return (
    <ChartFigure
      title={title}
      rows={bars}
      rowHeader={rowHeader}
      rowLabel={(bar) => bar.label}
      columns={[{ label: 'Value', value: (bar) => bar.display }]}
      className={className}
    >
      <ResponsiveContainer width="100%" height={176} initialDimension={{ width: 320, height: 176 }}>
        <RechartsBarChart
          accessibilityLayer={false}
          data={bars}
          margin={{ top: 4, right: 4, bottom: 0, left: -8 }}
        >
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="label" {...axisProps} interval={Math.max(0, labelEvery - 1)} />
          <YAxis {...axisProps} width={64} allowDecimals={false} tickFormatter={axisFormat} />
          <Tooltip
            {...tooltipProps}
            formatter={(_value, _name, item) => [
              display.get(String((item.payload as Bar).label)),
              title,
            ]}
          />
          <RechartsBar dataKey="value" fill={CHART_COLORS[0]} radius={[3, 3, 0, 0]} />
        </RechartsBarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
