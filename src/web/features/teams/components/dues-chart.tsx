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
import type { TeamDueView } from '@shared/contracts/team-life';
import { formatCents, formatMoney, toCents } from '@shared/money';
import { ChartFigure } from '@web/components/charts/chart-figure';
import {
  axisProps,
  CHART_COLORS,
  gridProps,
  legendProps,
  tooltipProps,
} from '@web/components/charts/chart-theme';

type LabelTotals = { label: string; collected: number; outstanding: number };

/** Dues grouped by what they were asked for, in dollars (the chart's unit). */
export function duesByLabel(dues: TeamDueView[]): LabelTotals[] {
  const byLabel = new Map<string, { collected: number; outstanding: number }>();
  for (const due of dues) {
    const totals = byLabel.get(due.label) ?? { collected: 0, outstanding: 0 };
    totals[due.status === 'paid' ? 'collected' : 'outstanding'] += toCents(due.amount);
    byLabel.set(due.label, totals);
  }
  return [...byLabel].map(([label, totals]) => ({
    label,
    collected: totals.collected / 100,
    outstanding: totals.outstanding / 100,
  }));
}

const dollars = (value: number) => formatCents(Math.round(value * 100));

/** Collected against outstanding, for each thing the team asked its members to pay. */
export function DuesChart({
  dues,
  collected,
  outstanding,
}: {
  dues: TeamDueView[];
  collected: string;
  outstanding: string;
}) {
  const rows = duesByLabel(dues);
  return (
    <ChartFigure
      // A table ignores the width sr-only gives it: keep its box inside the figure on phones.
      title="Dues collected and outstanding"
      aside={
        <span className="text-muted-foreground">
          {formatMoney(collected)} in · {formatMoney(outstanding)} to come
        </span>
      }
      rows={rows}
      rowHeader="Dues"
      rowLabel={(row) => row.label}
      columns={[
        { label: 'Collected', value: (row) => dollars(row.collected) },
        { label: 'Outstanding', value: (row) => dollars(row.outstanding) },
      ]}
    >
      <div className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, left: -8 }}>
            <CartesianGrid {...gridProps} />
            <XAxis dataKey="label" {...axisProps} />
            <YAxis {...axisProps} tickFormatter={(v: number) => `$${v}`} />
            <Tooltip {...tooltipProps} formatter={(value: unknown) => dollars(Number(value))} />
            <Legend {...legendProps} />
            <Bar dataKey="collected" name="Collected" stackId="dues" fill={CHART_COLORS[1]} />
            <Bar dataKey="outstanding" name="Outstanding" stackId="dues" fill={CHART_COLORS[3]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartFigure>
  );
}
