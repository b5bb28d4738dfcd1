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
import type { DealSummary } from '@shared/contracts/sponsors';
import { ChartFigure } from '@web/components/charts/chart-figure';
import {
  axisProps,
  CHART_COLORS,
  gridProps,
  legendProps,
  tooltipProps,
} from '@web/components/charts/chart-theme';
import { money } from '../labels';

type Month = { month: string; signed: number; proposed: number };

/**
 * Deal value by the month each deal starts: signed (active, expired, renewed) and still proposed
 * (draft, negotiation). Amounts are summed as they are, in the deals' own currencies.
 */
export function monthsOf(deals: DealSummary[]): Month[] {
  const months = new Map<string, Month>();
  for (const deal of deals) {
    if (!deal.startDate || deal.status === 'terminated') continue;
    const month = deal.startDate.slice(0, 7);
    const row = months.get(month) ?? { month, signed: 0, proposed: 0 };
    if (deal.status === 'draft' || deal.status === 'negotiation') row.proposed += deal.amount;
    else row.signed += deal.amount;
    months.set(month, row);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

export function DealValueChart({ deals }: { deals: DealSummary[] }) {
  const rows = monthsOf(deals);
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">No deals with dates yet.</p>;
  }
  return (
    <ChartFigure
      title="Deal value by start month"
      rows={rows}
      rowHeader="Month"
      rowLabel={(row) => row.month}
      columns={[
        { label: 'Signed', value: (row) => money(row.signed) },
        { label: 'Proposed', value: (row) => money(row.proposed) },
      ]}
    >
      <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 320, height: 220 }}>
        <BarChart
          accessibilityLayer={false}
          data={rows}
          margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
        >
          <CartesianGrid {...gridProps} />
          <XAxis dataKey="month" {...axisProps} />
          <YAxis {...axisProps} width={64} tickFormatter={(v: number) => money(v)} />
          <Tooltip {...tooltipProps} formatter={(value) => money(Number(value))} />
          <Legend {...legendProps} />
          <Bar dataKey="signed" name="Signed" stackId="v" fill={CHART_COLORS[0]} />
          <Bar
            dataKey="proposed"
            name="Proposed"
            stackId="v"
            fill={CHART_COLORS[1]}
            radius={[3, 3, 0, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
