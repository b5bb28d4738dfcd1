import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { localIsoDate } from '@web/lib/format';
import { useSports } from '@web/features/sports/api/sports';
import type { VenueFilters as Filters } from '../api/venues';

/**
 * The list's filters (SPEC §2): sport (the sports list plus All Sports), location text, date.
 * Search applies them; pressing it again with the same filters refreshes the results.
 */
export function VenueFilters({
  initial,
  onSearch,
}: {
  initial: Filters;
  onSearch: (filters: Filters) => void;
}) {
  const id = useId();
  const sports = useSports();
  const [today] = useState(() => localIsoDate());
  const [sport, setSport] = useState(initial.sport ?? '');
  const [location, setLocation] = useState(initial.location ?? '');
  const [date, setDate] = useState(initial.date ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({
      sport: sport || undefined,
      location: location.trim() || undefined,
      date: date || undefined,
    });
  }

  // A sport named in the address but missing from the list (still loading) stays selectable.
  const names = sports.data?.map((s) => s.name) ?? [];
  if (sport && !names.some((name) => name.toLowerCase() === sport.toLowerCase()))
    names.unshift(sport);

  return (
    <form
      role="search"
      aria-label="Filter venues"
      onSubmit={submit}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5 md:grid-cols-2 lg:grid-cols-[1fr_1.4fr_1fr_auto] lg:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-sport`}>Sport</Label>
        <NativeSelect id={`${id}-sport`} value={sport} onChange={(e) => setSport(e.target.value)}>
          <option value="">All Sports</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-location`}>Location</Label>
        <Input
          id={`${id}-location`}
          value={location}
          onChange={(e) => setLocation(e.target.value)}
          placeholder="City or venue name"
          autoComplete="address-level2"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-date`}>Date</Label>
        <Input
          id={`${id}-date`}
          type="date"
          min={today}
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      <Button type="submit" className="md:col-span-2 lg:col-span-1">
        <Search aria-hidden /> Search
      </Button>
    </form>
  );
}
