import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { MAP_USER_TYPE_COLORS, MAP_USER_TYPE_LABELS, type MapUserType } from '@shared/map';
import { Skeleton } from '@web/components/ui/skeleton';
import { mapStatsQuery } from '../api/map-stats';
import type { MapFilterState } from '../map-filters';
import { liveStatistics, type Ranked } from '../map-stats';

const typeLabel = (type: string) => MAP_USER_TYPE_LABELS[type as MapUserType] ?? type;
const typeColor = (type: string) =>
  MAP_USER_TYPE_COLORS[type as MapUserType] ?? MAP_USER_TYPE_COLORS.other;

function TopList({ title, items, kind }: { title: string; items: Ranked[]; kind?: 'type' }) {
  const max = Math.max(1, ...items.map((i) => i.count));
  return (
    <div className="space-y-1.5">
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h4>
      {items.length === 0 ? (
        <p className="text-xs text-muted-foreground">None</p>
      ) : (
        <ul className="space-y-1.5">
          {items.map((item) => (
            <li key={item.name} className="space-y-0.5 text-sm">
              <div className="flex justify-between gap-2">
                <span>{kind === 'type' ? typeLabel(item.name) : item.name}</span>
                <span className="font-semibold tabular-nums">
                  {item.count.toLocaleString('en-US')}
                </span>
              </div>
              <div className="h-1.5 rounded-full bg-muted" aria-hidden>
                <div
                  className="h-full rounded-full bg-primary"
                  style={{
                    width: `${(item.count / max) * 100}%`,
                    ...(kind === 'type' && { backgroundColor: typeColor(item.name) }),
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** SPEC §2 Live Statistics, following the map filters. */
export function LiveStatistics({ filters }: { filters: MapFilterState }) {
  const id = useId();
  const query = useQuery(mapStatsQuery(filters));
  const stats = query.data ? liveStatistics(query.data) : null;
  return (
    <section aria-labelledby={id} className="space-y-4" data-testid="live-statistics">
      <h3 id={id} className="text-base font-semibold">
        Live Statistics
      </h3>
      {query.isError ? (
        <p className="text-sm text-destructive">Statistics are unavailable right now.</p>
      ) : !stats ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {[
              ['Users', stats.users],
              ['Countries', stats.countries],
              ['Sports', stats.sports],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg bg-muted p-2">
                <dt className="text-[11px] text-muted-foreground">{label}</dt>
                <dd className="text-lg font-bold tabular-nums" data-testid={`stat-${label}`}>
                  {value!.toLocaleString('en-US')}
                </dd>
              </div>
            ))}
          </dl>
          <TopList title="Top user types" items={stats.topUserTypes} kind="type" />
          <TopList title="Top countries" items={stats.topCountries} />
          <TopList title="Top sports" items={stats.topSports} />
        </>
      )}
    </section>
  );
}
