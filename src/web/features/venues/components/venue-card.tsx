import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { VenueListItem } from '@shared/contracts/venues';
import { formatMoney } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { RatingBadge } from './rating';
import { VenueImage } from './venue-image';

/**
 * A venue in the list (SPEC §2): first image, name, rating, city and state, description (full
 * card only), price per hour, review count when above 0, and Book Now. `linkSearch` carries the
 * list's sport and date to the venue page, so its form starts where the search left off.
 */
export function VenueCard({
  venue,
  compact = false,
  linkSearch = '',
  eager = false,
}: {
  venue: VenueListItem;
  compact?: boolean;
  linkSearch?: string;
  /** The first card of a list: its picture is the page's largest paint, so it loads at once. */
  eager?: boolean;
}) {
  const place = [venue.city, venue.state].filter(Boolean).join(', ');
  const href = `/venues/${venue.id}${linkSearch}`;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden
        className={cn('block overflow-hidden', compact ? 'h-28' : 'aspect-[16/10]')}
      >
        <VenueImage
          src={venue.images[0]}
          eager={eager}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </Link>
      <div className={cn('flex flex-1 flex-col gap-2', compact ? 'p-4' : 'p-5')}>
        <div className="flex items-start justify-between gap-2">
          <h3
            className={cn('min-w-0 font-semibold', compact ? 'truncate' : 'text-lg leading-snug')}
          >
            <Link
              to={href}
              className="hover:underline focus-visible:underline focus-visible:outline-none"
            >
              {venue.name}
            </Link>
          </h3>
          <RatingBadge rating={venue.rating} />
        </div>
        {place && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{place}</span>
          </p>
        )}
        {!compact && venue.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{venue.description}</p>
        )}
        {!compact && venue.sports.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Sports">
            {venue.sports.slice(0, 3).map((sport) => (
              <li key={sport}>
                <Badge variant="secondary">{sport}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <div>
            <p className="text-sm">
              <span className="text-lg font-bold">{formatMoney(venue.pricePerHour)}</span>
              <span className="text-muted-foreground">/hour</span>
            </p>
            {venue.reviewCount > 0 && (
              <p className="text-xs text-muted-foreground">
                {venue.reviewCount} {venue.reviewCount === 1 ? 'review' : 'reviews'}
              </p>
            )}
          </div>
          <Button asChild size={compact ? 'sm' : 'default'}>
            <Link to={href}>
              {compact ? 'Book' : 'Book Now'}
              <span className="sr-only"> {venue.name}</span>
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}

export function VenueCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card" data-testid="venue-card-skeleton">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <div className="flex items-center justify-between pt-2">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-10 w-28" />
        </div>
      </div>
    </div>
  );
}
