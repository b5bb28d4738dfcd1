import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import {
  activeFilters,
  chipLabel,
  FILTER_LABELS,
  FILTER_OPTIONS,
  type MapFilterKey,
  type MapFilterState,
} from '../map-filters';

const SEARCH_DELAY_MS = 300;

type FilterPanelProps = {
  filters: MapFilterState;
  onChange: (key: MapFilterKey, value: string) => void;
  onClearAll: () => void;
};

const ANY_LABEL: Record<Exclude<MapFilterKey, 'search'>, string> = {
  userType: 'All types',
  sport: 'All sports',
  country: 'All countries',
  skillLevel: 'All levels',
};

/**
 * SPEC §2 map filters: search, user type, sport (24), country (9), skill level (4); the count
 * of active filters, a chip per filter with a close icon, and Clear All. Typing in the search
 * applies after a short pause, so the map is not refetched on every keystroke.
 */
export function FilterPanel({ filters, onChange, onClearAll }: FilterPanelProps) {
  const id = useId();
  const active = activeFilters(filters);
  const [search, setSearch] = useState(filters.search);
  // A chip or Clear All can change the search from outside: follow it (React's "adjust state
  // while rendering" pattern, rather than an effect that renders twice).
  const [applied, setApplied] = useState(filters.search);
  if (filters.search !== applied) {
    setApplied(filters.search);
    setSearch(filters.search);
  }
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange('search', search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
          Map Filters
          {active.length > 0 && (
            <span
              className="inline-flex size-5 items-center justify-center rounded-full bg-primary text-[11px] text-primary-foreground"
              aria-label={`${active.length} active`}
              data-testid="panel-filter-count"
            >
              {active.length}
            </span>
          )}
        </h2>
        {active.length > 0 && (
          <Button variant="ghost" size="sm" className="h-8 px-2 text-xs" onClick={onClearAll}>
            Clear All
          </Button>
        )}
      </div>

      {active.length > 0 && (
        <ul aria-label="Active filters" className="flex flex-wrap gap-1.5">
          {active.map(({ key, value }) => (
            <li
              key={key}
              className="inline-flex items-center gap-1 rounded-full bg-primary/10 py-0.5 pr-1 pl-2.5 text-xs font-medium text-primary"
            >
              {chipLabel(key, value)}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-primary/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={`Remove ${FILTER_LABELS[key].toLowerCase()} filter ${chipLabel(key, value)}`}
                onClick={() => onChange(key, '')}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="space-y-1.5">
        <Label htmlFor={`${id}-search`}>Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={100}
            placeholder="Name, city, sport or description"
            className="pl-9"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>

      {(Object.keys(ANY_LABEL) as (keyof typeof ANY_LABEL)[]).map((key) => (
        <div key={key} className="space-y-1.5">
          <Label htmlFor={`${id}-${key}`}>{FILTER_LABELS[key]}</Label>
          <NativeSelect
            id={`${id}-${key}`}
            value={filters[key]}
            onChange={(event) => onChange(key, event.target.value)}
          >
            <option value="">{ANY_LABEL[key]}</option>
            {FILTER_OPTIONS[key].map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
    </section>
  );
}
