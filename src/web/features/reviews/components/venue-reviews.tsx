import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { formatShortDate } from '@shared/relative-time';
import { Avatar } from '@web/components/ui/avatar';
import { Skeleton } from '@web/components/ui/skeleton';
import { useVenueReviews } from '../api/reviews';
import { Pagination } from '@web/components/pagination';
import { Stars } from '@web/features/venues/components/rating';

/** Reviews on the venue page, newest first (players review after they have played). */
export function VenueReviews({ venueId }: { venueId: string }) {
  const [page, setPage] = useState(1);
  const reviews = useVenueReviews(venueId, page);
  if (reviews.isLoading) return <Skeleton className="h-24 w-full" />;
  const data = reviews.data;
  if (!data || data.total === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <MessageSquare className="size-4" aria-hidden /> No reviews yet. Players can review a venue
        after they have played there.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="divide-y">
        {data.items.map((review) => {
          const [first, last] = review.reviewerName.split(' ');
          return (
            <li key={review.id} className="flex gap-3 py-4 first:pt-0">
              <Avatar
                src={review.reviewerImage}
                firstName={first}
                lastName={last}
                fallback="P"
                className="size-9"
              />
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium">{review.reviewerName}</span>
                  <Stars rating={review.rating} />
                  <time className="text-xs text-muted-foreground" dateTime={review.createdAt}>
                    {formatShortDate(new Date(review.createdAt))}
                  </time>
                </div>
                {review.comment && <p className="text-sm">{review.comment}</p>}
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page}
        pageSize={data.pageSize}
        total={data.total}
        onPage={setPage}
        label="Review pages"
      />
    </div>
  );
}
