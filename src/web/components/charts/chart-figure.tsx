import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

/** One column of the figures a chart draws, as its text alternative shows them. */
export type ChartColumn<Row> = { label: string; value: (row: Row) => ReactNode };

type ChartFigureProps<Row> = {
  /** The chart's name: its caption, and the caption of the table that says the same in words. */
  title: string;
  /** Shown beside the title, e.g. a total or a period. */
  aside?: ReactNode;
  /** The table's caption when it should say more than the title. */
  summary?: string;
  rows: Row[];
  /** The first column names each row (a month, a round…), headed `rowHeader`. */
  rowHeader: string;
  rowLabel: (row: Row) => string;
  columns: ChartColumn<Row>[];
  className?: string;
  /** The drawn chart; hidden from screen readers, which read the table instead. */
  children: ReactNode;
};

/**
 * The frame of every chart: a captioned figure whose drawing is hidden from assistive technology
 * and whose figures are given as a visually hidden table (the chart's text alternative).
 */
export function ChartFigure<Row>({
  title,
  aside,
  summary,
  rows,
  rowHeader,
  rowLabel,
  columns,
  className,
  children,
}: ChartFigureProps<Row>) {
  return (
    <figure className={cn('space-y-2', className)}>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium">
        {title}
        {aside}
      </figcaption>
      {/* The drawing is for the eyes; its chart must pass accessibilityLayer={false}, or recharts
          makes it focusable inside this hidden box (axe: aria-hidden-focus). */}
      <div aria-hidden>{children}</div>
      {/* The wrapper, not the table, is visually hidden: a table grows to fit its content
          whatever its width, and would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{summary ?? title}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowLabel(row)}>
                <th scope="row">{rowLabel(row)}</th>
                {columns.map((column) => (
                  <td key={column.label}>{column.value(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
