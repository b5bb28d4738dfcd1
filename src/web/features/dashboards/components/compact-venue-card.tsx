import { Building2, MapPin, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { formatMoney } from '@shared/money';
import { formatRating } from '@web/lib/format';
import type { VenueListItem } from '@shared/contracts/venues';

function VenueImage({ src }: { src: string | undefined }) {
  // A broken or missing picture falls back to a drawn one rather than the browser's broken icon.
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        className="h-full w-full object-cover"
      />
    );
  }
  return (
    <div
      className="flex h-full w-full items-center justify-center bg-linear-to-br from-primary/25 via-primary/10 to-accent text-primary"
      data-testid="venue-image-fallback"
    >
      <Building2 className="size-10 opacity-70" aria-hidden />
    </div>
  );
}

/** The smaller venue card of SPEC §2 (venues list, compact variant). */
export function CompactVenueCard({ venue }: { venue: VenueListItem }) {
  const place = [venue.city, venue.state].filter(Boolean).join(', ');
  return (
    <article className="overflow-hidden rounded-lg border bg-background">
      <div className="h-28 overflow-hidden bg-muted">
        <VenueImage key={venue.images?.[0]} src={venue.images?.[0]} />
      </div>
      <div className="space-y-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 truncate font-semibold">{venue.name}</h3>
          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium">
            <Star className="size-4 fill-warning text-warning" aria-hidden />
            <span className="sr-only">Rating </span>
            {formatRating(venue.rating)}
          </span>
        </div>
        {place && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{place}</span>
          </p>
        )}
        <div className="flex items-center justify-between gap-2 pt-1">
          <p className="text-sm">
            <span className="text-lg font-bold">{formatMoney(venue.pricePerHour)}</span>
            <span className="text-muted-foreground">/hour</span>
          </p>
          <Button asChild size="sm">
            <Link to={`/venues/${encodeURIComponent(String(venue.id))}`}>
              Book<span className="sr-only"> {venue.name}</span>
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
