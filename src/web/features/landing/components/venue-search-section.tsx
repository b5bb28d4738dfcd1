import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { BOOKING_SPORTS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { localIsoDate } from '@web/lib/format';
import { venueSearchPath } from '../venue-search';
import { LandingSection } from './landing-section';

/**
 * 'Book Your Perfect Venue' (SPEC §2). The SPEC's form did nothing; this one opens the venues
 * list already filtered by what was chosen.
 */
export function VenueSearchSection() {
  const navigate = useNavigate();
  const id = useId();
  // Fixed at first render: the date picker should not move its minimum while someone uses it.
  const [today] = useState(() => localIsoDate());

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    void navigate(
      venueSearchPath({ sport: field('sport'), location: field('location'), date: field('date') }),
    );
  }

  return (
    <LandingSection
      eyebrow="Venues"
      title="Book Your Perfect Venue"
      description="Courts, pitches and halls by the hour, with real-time availability and instant confirmation."
      className="bg-muted/40"
    >
      <form
        role="search"
        aria-label="Find a venue"
        onSubmit={onSubmit}
        className="grid gap-4 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6 md:grid-cols-2 lg:grid-cols-[1fr_1.4fr_1fr_auto] lg:items-end"
      >
        <div className="space-y-2">
          <Label htmlFor={`${id}-sport`}>Sport</Label>
          <NativeSelect id={`${id}-sport`} name="sport" defaultValue="">
            <option value="">All Sports</option>
            {BOOKING_SPORTS.map((sport) => (
              <option key={sport} value={sport}>
                {sport}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-location`}>Location</Label>
          <Input
            id={`${id}-location`}
            name="location"
            placeholder="City or venue name"
            autoComplete="address-level2"
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input id={`${id}-date`} name="date" type="date" min={today} />
        </div>
        <Button type="submit" size="lg" className="h-10 md:col-span-2 lg:col-span-1">
          <Search aria-hidden />
          Search
        </Button>
      </form>
    </LandingSection>
  );
}
