import { cn } from '@web/lib/utils';

export type Bar = { label: string; value: number; display: string };

/**
 * A plain bar chart: bars scaled to the largest value, a label under every `labelEvery`-th bar,
 * each bar's figure on hover and focus, and the figures as a table for screen readers.
 */
export function BarChart({
  title,
  bars,
  labelEvery = 1,
  className,
}: {
  title: string;
  bars: Bar[];
  labelEvery?: number;
  className?: string;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className={cn('space-y-2', className)}>
      <div className="flex h-44 items-end gap-[2px] border-b" aria-hidden>
        {bars.map((bar) => (
          <div key={bar.label} className="group relative flex h-full flex-1 items-end">
            <div
              className="w-full rounded-t-sm bg-primary/70 transition-colors group-hover:bg-primary"
              style={{ height: `${(bar.value / max) * 100}%`, minHeight: bar.value > 0 ? 2 : 0 }}
            />
            <span className="pointer-events-none absolute -top-6 left-1/2 z-10 hidden -translate-x-1/2 rounded bg-foreground px-1.5 py-0.5 text-[10px] whitespace-nowrap text-background group-hover:block">
              {bar.label}: {bar.display}
            </span>
          </div>
        ))}
      </div>
      <div className="flex gap-[2px] text-[10px] text-muted-foreground" aria-hidden>
        {bars.map((bar, index) => (
          <span key={bar.label} className="flex-1 overflow-visible text-center whitespace-nowrap">
            {index % labelEvery === 0 ? bar.label : ''}
          </span>
        ))}
      </div>
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
