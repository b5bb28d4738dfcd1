import { Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { SKILL_LEVELS, type SkillLevel } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { capitalise } from '@web/lib/format';
import { useSports } from '@web/features/sports/api/sports';
import { type Filters, hasFilters } from '../filters';

/**
 * SPEC §2 filters: sport, skill level, location and a search box. Picking from a list applies at
 * once; typed text applies with Search (or Enter).
 */
export function FiltersBar({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const sports = useSports();
  const [q, setQ] = useState(filters.q ?? '');
  const [location, setLocation] = useState(filters.location ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: q.trim() || undefined, location: location.trim() || undefined });
  };

  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label="Filter players, games and teams"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="filter-q">Search</Label>
        <Input
          id="filter-q"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder="Name, title or keyword"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-sport">Sport</Label>
        <NativeSelect
          id="filter-sport"
          value={filters.sportId ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              sportId: event.target.value ? Number(event.target.value) : undefined,
            })
          }
        >
          <option value="">All sports</option>
          {sports.data?.map((sport) => (
            <option key={sport.id} value={sport.id}>
              {sport.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-level">Skill level</Label>
        <NativeSelect
          id="filter-level"
          value={filters.skillLevel ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              skillLevel: (event.target.value || undefined) as SkillLevel | undefined,
            })
          }
        >
          <option value="">All levels</option>
          {SKILL_LEVELS.map((level) => (
            <option key={level} value={level}>
              {capitalise(level)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-location">Location</Label>
        <Input
          id="filter-location"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
          placeholder="City"
          autoComplete="address-level2"
        />
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit" className="flex-1 lg:flex-none">
          <Search aria-hidden /> Search
        </Button>
        {hasFilters(filters) && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Clear filters"
            onClick={() => {
              setQ('');
              setLocation('');
              onChange({});
            }}
          >
            <X aria-hidden />
          </Button>
        )}
      </div>
    </form>
  );
}
