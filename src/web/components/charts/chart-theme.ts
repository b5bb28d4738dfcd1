/**
 * Colours and text styles recharts draws with, taken from the theme's CSS variables so a chart
 * follows the light and dark themes without re-rendering.
 */
export const CHART_COLORS = [
  'var(--chart-1)',
  'var(--chart-2)',
  'var(--chart-3)',
  'var(--chart-4)',
  'var(--chart-5)',
] as const;

export const axisProps = {
  stroke: 'var(--border)',
  tick: { fill: 'var(--muted-foreground)', fontSize: 11 },
  tickLine: false,
} as const;

export const gridProps = { stroke: 'var(--border)', strokeDasharray: '3 3', vertical: false };

export const tooltipProps = {
  contentStyle: {
    background: 'var(--popover)',
    color: 'var(--popover-foreground)',
    border: '1px solid var(--border)',
    borderRadius: 'var(--radius)',
    fontSize: 12,
  },
  itemStyle: { color: 'var(--popover-foreground)' },
  labelStyle: { color: 'var(--popover-foreground)', fontWeight: 600 },
  cursor: { fill: 'var(--muted)', opacity: 0.6 },
} as const;

export const legendProps = {
  wrapperStyle: { fontSize: 12, color: 'var(--muted-foreground)' },
  iconSize: 10,
} as const;
