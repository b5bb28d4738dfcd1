import { CalendarX, HardDrive } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAuth } from '@web/features/auth/api/current-user';
import { MyShares } from '@web/features/splits/components/my-shares';
import { lastUpdated } from '@web/lib/format';
import { useOnline } from '@web/lib/online-status';
import { toast } from '@web/lib/use-toast';
import { type BookingWhen, useMyBookings, useRefreshPayment } from '../api/bookings';
import { BookingCard } from '../components/booking-card';

function BookingList({ when }: { when: BookingWhen }) {
  const bookings = useMyBookings(when);
  const online = useOnline();
  const [now] = useState(() => new Date());
  if (bookings.isLoading) {
    return (
      <div className="grid gap-4">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (bookings.isError) {
    return (
      <div role="alert" className="rounded-xl border p-8 text-center">
        <p className="font-semibold">We couldn't load your bookings.</p>
        {!online && (
          <p className="mt-1 text-sm text-muted-foreground">
            You're offline, and this list was not saved on this device yet. It is kept for offline
            use once you have opened it with a connection.
          </p>
        )}
        <Button className="mt-4" variant="outline" onClick={() => void bookings.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const items = bookings.data?.items ?? [];
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed p-12 text-center">
        <CalendarX className="size-12 text-muted-foreground" aria-hidden />
        <p className="mt-4 text-lg font-semibold">
          {when === 'upcoming' ? 'No bookings yet' : 'No past bookings'}
        </p>
        <Button asChild className="mt-4">
          <Link to="/venues">Find Venues</Link>
        </Button>
      </div>
    );
  }
  const savedAt = bookings.data?.savedAt ?? null;
  return (
    <>
      {savedAt && (
        <p
          className="mb-3 flex items-center gap-2 text-sm text-muted-foreground"
          data-testid="bookings-saved-at"
        >
          <HardDrive className="size-4" aria-hidden /> Saved on this device. {lastUpdated(savedAt)}.
        </p>
      )}
      {/* One column that may shrink below its content's widest word: at 360 px a card never
          pushes the page sideways. */}
      <ul
        className="grid grid-cols-[minmax(0,1fr)] gap-4"
        aria-label={when === 'upcoming' ? 'Upcoming bookings' : 'Past bookings'}
      >
        {items.map((booking, index) => (
          <li key={booking.id}>
            <BookingCard booking={booking} now={now} savedAt={savedAt} eager={index === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Stripe sends the player back here after a payment that needed a redirect (3-D Secure):
 * `?paid={bookingId}` asks the server to check the payment and says how it went.
 */
function useStripeReturn() {
  const [params, setParams] = useSearchParams();
  const refresh = useRefreshPayment();
  const handled = useRef(false);
  const paid = params.get('paid');
  useEffect(() => {
    if (!paid || handled.current) return;
    handled.current = true;
    refresh.mutate(paid, {
      onSuccess: (booking) =>
        toast(
          booking.paymentStatus === 'paid'
            ? {
                title: 'Payment Successful',
                description: 'Your venue has been booked successfully!',
              }
            : {
                title: 'Payment Failed',
                description: 'The payment did not go through.',
                variant: 'destructive',
              },
        ),
    });
    setParams({}, { replace: true });
  }, [paid, refresh, setParams]);
}

/** My Bookings (SPEC §2): upcoming and past bookings with their buttons. */
export default function BookingsPage() {
  useStripeReturn();
  const [tab, setTab] = useState<BookingWhen>('upcoming');
  const upcoming = useMyBookings('upcoming');
  const past = useMyBookings('past');
  const { user } = useAuth();
  const none = upcoming.data?.total === 0 && past.data?.total === 0;
  return (
    <PageContainer>
      <PageHeader
        title="My Bookings"
        description="Your venue bookings, payments and check-in codes. Times are shown in each venue's local time."
        actions={
          <Button asChild variant="outline">
            <Link to="/venues">Book a venue</Link>
          </Button>
        }
      />
      {none ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed p-12 text-center">
          <CalendarX className="size-12 text-muted-foreground" aria-hidden />
          <p className="mt-4 text-lg font-semibold">No bookings yet</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Find a court or pitch and book your first game.
          </p>
          <Button asChild className="mt-4">
            <Link to="/venues">Find Venues</Link>
          </Button>
        </div>
      ) : (
        <Tabs value={tab} onValueChange={(value) => setTab(value as BookingWhen)}>
          <TabsList>
            <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
            <TabsTrigger value="past">Past & cancelled</TabsTrigger>
          </TabsList>
          {/* Each card's title is an h3: the panel's own heading keeps the outline whole. */}
          <TabsContent value="upcoming">
            <h2 className="sr-only">Upcoming bookings</h2>
            <BookingList when="upcoming" />
          </TabsContent>
          <TabsContent value="past">
            <h2 className="sr-only">Past and cancelled bookings</h2>
            <BookingList when="past" />
          </TabsContent>
        </Tabs>
      )}
      {/* Below the bookings, not above: it arrives after them and would push the list the
          player is reading down the screen (a layout shift of a third of the page). */}
      {user && (
        <div className="mt-6">
          <MyShares viewerId={user.id} />
        </div>
      )}
    </PageContainer>
  );
}
