import { MAP_USER_TYPE_COLORS, MAP_USER_TYPE_LABELS, type MapUserType } from '@shared/map';
import { cn } from '@web/lib/utils';

// SPEC §2 lists six; federations are on the map too, so they are in the legend as well.
const LEGEND_TYPES: MapUserType[] = [
  'player',
  'venue',
  'coach',
  'team',
  'sponsor',
  'investor',
  'federation',
];

/** What the marker colours mean, plus the bookable-venue marker and clusters. */
export function MapLegend({ className }: { className?: string }) {
  return (
    <section
      aria-label="Map legend"
      className={cn(
        'rounded-xl border bg-card/95 px-3 py-2.5 text-card-foreground shadow-lg backdrop-blur',
        className,
      )}
    >
      <h3 className="sr-only">Legend</h3>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
        {LEGEND_TYPES.map((type) => (
          <li key={type} className="flex items-center gap-1.5">
            <span
              className="size-3 rounded-full ring-2 ring-white dark:ring-slate-900"
              style={{ backgroundColor: MAP_USER_TYPE_COLORS[type] }}
              aria-hidden
            />
            {MAP_USER_TYPE_LABELS[type]}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span
            className="flex size-3.5 items-center justify-center rounded-full"
            style={{ backgroundColor: MAP_USER_TYPE_COLORS.venue }}
            aria-hidden
          >
            <span className="size-1.5 rounded-full bg-white" />
          </span>
          Bookable venue
        </li>
        <li className="flex items-center gap-1.5">
          <span
            className="flex size-4 items-center justify-center rounded-full bg-indigo-600 text-[8px] font-bold text-white"
            aria-hidden
          >
            9
          </span>
          Group: click to zoom in
        </li>
      </ul>
    </section>
  );
}
