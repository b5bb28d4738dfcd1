import { ArrowRight, MapPin, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { SAMPLE_VENUES, type SampleVenue } from '../sample-content';
import { LandingSection } from './landing-section';
import { formatMoney } from '@shared/money';

function VenueCard({ venue }: { venue: SampleVenue }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-lg">
      <div className="relative aspect-[5/3] overflow-hidden bg-muted">
        <img
          src={venue.image}
          alt={venue.imageAlt}
          width={400}
          height={240}
          loading="lazy"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <span className="absolute top-3 left-3 rounded-full bg-background/90 px-3 py-1 text-xs font-semibold text-foreground shadow-sm backdrop-blur">
          {venue.sport}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg font-semibold">{venue.name}</h3>
          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium">
            <Star className="size-4 fill-warning text-warning" aria-hidden />
            <span className="sr-only">Rated</span>
            {venue.rating.toFixed(1)}
            <span className="text-muted-foreground">({venue.reviewCount})</span>
          </span>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden />
          {venue.city}
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 border-t pt-4">
          <p>
            <span className="text-xl font-bold">{formatMoney(venue.pricePerHour)}</span>
            <span className="text-sm text-muted-foreground"> per hour</span>
          </p>
          <Button asChild>
            {/* Visitors book after signing in: a full-page visit to the login flow. */}
            <a href="/api/login">
              Book<span className="sr-only"> {venue.name}</span>
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}

/** Three sample venues (static content, SPEC §2). */
export function FeaturedVenuesSection() {
  return (
    <LandingSection
      eyebrow="Featured"
      title="Featured Venues"
      description="Top-rated places to play, picked by the community."
      actions={
        <Button asChild variant="outline">
          <Link to="/venues">
            View all venues
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      }
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SAMPLE_VENUES.map((venue) => (
          <li key={venue.id}>
            <VenueCard venue={venue} />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
