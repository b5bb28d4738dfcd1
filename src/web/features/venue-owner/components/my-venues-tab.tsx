import { Eye, MapPin, Pencil, Plus, Power } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OwnedVenue } from '@shared/contracts/venue-owner';
import { formatMoney } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { RatingBadge } from '@web/features/venues/components/rating';
import { VenueImage } from '@web/features/venues/components/venue-image';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { useOwnedVenues, useUpdateVenue } from '../api/owner';

function ActiveToggle({ venue }: { venue: OwnedVenue }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateVenue();
  async function toggle() {
    try {
      await update.mutateAsync({ id: venue.id, isActive: !venue.active });
      setOpen(false);
      toast({
        title: venue.active ? 'Venue deactivated' : 'Venue activated',
        description: venue.active
          ? `${venue.name} no longer appears to players. Existing bookings stay.`
          : `${venue.name} is bookable again.`,
      });
    } catch (error) {
      toast({
        title: 'Could not change the venue',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => (venue.active ? setOpen(true) : void toggle())}
      >
        <Power aria-hidden /> {venue.active ? 'Deactivate' : 'Activate'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={`Deactivate ${venue.name}?`}
          description="Players will no longer find or book it. Bookings already made stay as they are, and you can activate it again at any time."
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Keep it active</Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => void toggle()} disabled={update.isPending}>
              Deactivate
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** My Venues: the owner's venues with edit, view and (de)activate. */
export function MyVenuesTab() {
  const venues = useOwnedVenues();
  if (venues.isLoading) return <Skeleton className="h-48" />;
  const list = venues.data ?? [];
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed p-12 text-center">
        <p className="text-lg font-semibold">No venues yet</p>
        <p className="mt-1 text-sm text-muted-foreground">
          List your first court, pitch or hall and start taking bookings.
        </p>
        <Button asChild className="mt-4">
          <Link to="/dashboard/venue/venues/new">
            <Plus aria-hidden /> Add a venue
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="My venues">
      {list.map((venue) => (
        <li key={venue.id} className="flex overflow-hidden rounded-xl border bg-card shadow-sm">
          <div className="hidden w-32 shrink-0 sm:block">
            <VenueImage src={venue.image} />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <h3 className="min-w-0 truncate font-semibold">{venue.name}</h3>
              {venue.active ? <Badge>Active</Badge> : <Badge variant="outline">Inactive</Badge>}
            </div>
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-3.5 shrink-0" aria-hidden />{' '}
              <span className="truncate">{venue.location}</span>
            </p>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <RatingBadge rating={venue.rating} />
              <span className="text-muted-foreground">{venue.reviewCount} reviews</span>
              <span>{formatMoney(venue.pricePerHour)}/hour</span>
              <span className="text-muted-foreground">{venue.upcomingBookings} upcoming</span>
            </div>
            <div className="mt-auto flex flex-wrap gap-1 pt-1">
              <Button size="sm" variant="outline" asChild>
                <Link to={`/dashboard/venue/venues/${venue.id}/edit`}>
                  <Pencil aria-hidden /> Edit<span className="sr-only"> {venue.name}</span>
                </Link>
              </Button>
              {venue.active && (
                <Button size="sm" variant="ghost" asChild>
                  <Link to={`/venues/${venue.id}`}>
                    <Eye aria-hidden /> View<span className="sr-only"> {venue.name}</span>
                  </Link>
                </Button>
              )}
              <ActiveToggle venue={venue} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
