import { Star } from 'lucide-react';
import { cn } from '@web/lib/utils';

/** "4.6" with a star; an unrated venue shows 0.0 (SPEC §2 venue card). */
export function RatingBadge({ rating, className }: { rating: number | null; className?: string }) {
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-1 text-sm font-medium', className)}>
      <Star className="size-4 fill-warning text-warning" aria-hidden />
      <span className="sr-only">Rating </span>
      {(rating ?? 0).toFixed(1)}
    </span>
  );
}

/** Five stars, filled up to the rating (rounded to the nearest half for the eye). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn(
            'size-4',
            rating >= n - 0.25
              ? 'fill-warning text-warning'
              : 'fill-transparent text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  );
}
