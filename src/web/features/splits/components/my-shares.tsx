import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { SectionCard } from '@web/components/section-card';
import { venueDate, venueTimeRange } from '@web/lib/venue-time';
import { useMySplits } from '../api/splits';
import { SharesPanel } from './shares-panel';

/**
 * On My Bookings: other players' split bookings the viewer holds a share of (invited, through a
 * link, or joined as an open match), each with its shares and the viewer's Pay button.
 */
export function MyShares({ viewerId }: { viewerId: string }) {
  const splits = useMySplits();
  const theirs = (splits.data?.items ?? []).filter((s) => s.bookerId !== viewerId);
  if (theirs.length === 0) return null;
  return (
    <div className="mb-6">
      <SectionCard title="Shares of other players' bookings">
        <ul className="grid gap-4" aria-label="Shares of other players' bookings">
          {theirs.map((split) => (
            <li key={split.bookingId} className="grid gap-2">
              <div>
                {/* An h3 under the card's h2: each shares panel below titles its list as an h4. */}
                <h3 className="font-semibold">
                  <Link to={`/venues/${split.venue.id}`} className="hover:underline">
                    {split.venue.name}
                  </Link>
                </h3>
                <p className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
                  <MapPin className="size-3.5" aria-hidden /> {split.venue.city} ·{' '}
                  {split.sport.name} · {venueDate(split.startTime, split.venue.timeZone)},{' '}
                  {venueTimeRange(split.startTime, split.endTime, split.venue.timeZone)}
                </p>
              </div>
              <SharesPanel bookingId={split.bookingId} viewerId={viewerId} />
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}
