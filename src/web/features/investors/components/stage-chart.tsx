import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DEAL_STATUS_LABELS, type PortfolioView } from '@shared/contracts/investors';
import { ChartFigure } from '@web/components/charts/chart-figure';
import {
  axisProps,
  CHART_COLORS,
  gridProps,
  tooltipProps,
} from '@web/components/charts/chart-theme';

/** How many of my deals sit in each stage of the pipeline. */
export function StageChart({ byStatus }: { byStatus: PortfolioView['byStatus'] }) {
  const data = byStatus.map((row) => ({ stage: DEAL_STATUS_LABELS[row.status], count: row.count }));
  return (
    <ChartFigure
      title="Deals by stage"
      rows={data}
      rowHeader="Stage"
      rowLabel={(row) => row.stage}
      columns={[{ label: 'Deals', value: (row) => row.count }]}
    >
      <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 320, height: 220 }}>
        <BarChart
          accessibilityLayer={false}
          data={data}
          margin={{ top: 4, right: 4, bottom: 0, left: -24 }}
        >
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="stage" {...axisProps} interval={0} fontSize={10} />
          <YAxis {...axisProps} allowDecimals={false} />
          <Tooltip {...tooltipProps} />
          <Bar dataKey="count" name="Deals" fill={CHART_COLORS[1]} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
