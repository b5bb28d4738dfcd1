import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Clock, MapPin } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { SERVICE_FEE } from '@shared/constants';
import type { Booking } from '@shared/contracts/bookings';
import { formatMoney } from '@shared/money';
import { formatDuration } from '@shared/slots';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { bookingsKey, useBooking, useRefreshPayment } from '@web/features/bookings/api/bookings';
import { venuesKey } from '@web/features/venues/api/venues';
import { VenueImage } from '@web/features/venues/components/venue-image';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { venueDate, venueTimeRange } from '@web/lib/venue-time';
import { usePaymentIntent } from '../api/payment';
import { clearCheckout, readCheckout } from '@web/lib/checkout-storage';
import { CheckoutCard, CheckoutFrame } from '../components/checkout-frame';
import { HoldCountdown } from '../components/hold-countdown';
import { TestCardForm } from '../components/test-card-form';
import { OrderCheckout } from './order-checkout';

// Stripe's SDKs load only when Stripe is the provider.
const StripePayment = lazy(() => import('../components/stripe-payment'));

const PAID = {
  title: 'Payment Successful',
  description: 'Your venue has been booked successfully!',
};

function Summary({ booking, amount }: { booking: Booking | undefined; amount: string }) {
  const minutes = booking
    ? (new Date(booking.endTime).getTime() - new Date(booking.startTime).getTime()) / 60_000
    : 0;
  return (
    <CheckoutCard title="Booking summary">
      {booking ? (
        <div className="flex gap-3">
          <div className="h-16 w-24 shrink-0 overflow-hidden rounded-lg">
            <VenueImage src={booking.venue.image} />
          </div>
          <div className="min-w-0 space-y-1 text-sm">
            <p className="font-semibold">{booking.venue.name}</p>
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <MapPin className="size-3.5" aria-hidden /> {booking.venue.city}
            </p>
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <CalendarClock className="size-3.5" aria-hidden />
              {venueDate(booking.startTime, booking.venue.timeZone)},{' '}
              {venueTimeRange(booking.startTime, booking.endTime, booking.venue.timeZone)}
            </p>
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <Clock className="size-3.5" aria-hidden /> {formatDuration(minutes)} ·{' '}
              {booking.sportName}
            </p>
          </div>
        </div>
      ) : (
        <Skeleton className="h-16 w-full" />
      )}
      <dl className="grid gap-2 border-t pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Booking amount</dt>
          <dd>{formatMoney(amount)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Service fee</dt>
          <dd>{formatMoney(SERVICE_FEE)}</dd>
        </div>
        <div className="flex justify-between border-t pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatMoney(amount)}</dd>
        </div>
      </dl>
    </CheckoutCard>
  );
}

/**
 * Checkout (SPEC §2): summary, service fee $0.00, the provider's card form and 'Pay ${amount}'.
 * Without an amount (address or storage) it goes back to /venues; a failed payment intent is
 * logged and also goes back there.
 */
function BookingCheckout() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [stored] = useState(readCheckout);
  const bookingId = params.get('bookingId') ?? stored.bookingId;
  const amountParam = params.get('amount') ?? stored.amount;
  const booking = useBooking(bookingId);
  const payable =
    booking.data?.status === 'pending' &&
    booking.data.paymentStatus !== 'paid' &&
    Boolean(booking.data.holdExpiresAt);
  const intent = usePaymentIntent(payable ? bookingId : undefined);
  const refreshPayment = useRefreshPayment();
  const [expired, setExpired] = useState(false);

  const finish = useCallback(
    (paid: Booking) => {
      queryClient.setQueryData([...bookingsKey, paid.id], paid);
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
      void queryClient.invalidateQueries({ queryKey: venuesKey });
      clearCheckout();
      toast(PAID);
      void navigate('/bookings');
    },
    [navigate, queryClient],
  );

  useEffect(() => {
    if (booking.error) void navigate('/venues', { replace: true });
  }, [booking.error, navigate]);
  useEffect(() => {
    if (booking.data?.paymentStatus === 'paid') void navigate('/bookings', { replace: true });
  }, [booking.data?.paymentStatus, navigate]);
  useEffect(() => {
    if (!intent.error) return;
    const code = intent.error instanceof ApiError ? intent.error.code : undefined;
    console.error('Payment intent failed', intent.error);
    // An expired hold is shown on the page; anything else leaves it.
    if (code === 'hold_expired') return;
    if (code === 'already_paid') void navigate('/bookings', { replace: true });
    else void navigate('/venues', { replace: true });
  }, [intent.error, navigate]);
  const onExpired = useCallback(() => setExpired(true), []);

  if (!amountParam || !bookingId) return <Navigate to="/venues" replace />;
  const amount = booking.data?.totalAmount ?? amountParam;
  const holdLapsed = intent.error instanceof ApiError && intent.error.code === 'hold_expired';
  const lapsed = expired || holdLapsed || (booking.data && booking.data.status !== 'pending');

  async function stripeConfirmed() {
    try {
      const updated = await refreshPayment.mutateAsync(bookingId!);
      if (updated.paymentStatus === 'paid') return finish(updated);
      toast({
        title: 'Payment processing',
        description: 'We will confirm your booking as soon as the payment clears.',
      });
      void navigate('/bookings');
    } catch {
      toast({
        title: 'Payment Error',
        description: 'An unexpected error occurred. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <CheckoutFrame
      back={{ to: '/venues', label: 'Back to venues' }}
      summary={<Summary booking={booking.data} amount={amount} />}
      payment={
        <>
          {lapsed ? (
            <div role="alert" className="space-y-3">
              <p className="font-semibold">Your hold on this slot has expired.</p>
              <p className="text-sm text-muted-foreground">
                Unpaid bookings are held for 15 minutes. The slot may still be free: pick it again.
              </p>
              <Button asChild>
                <Link to={booking.data ? `/venues/${booking.data.venueId}` : '/venues'}>
                  Choose another time
                </Link>
              </Button>
            </div>
          ) : !intent.data ? (
            <div className="flex justify-center py-10">
              <Spinner label="Preparing payment" />
            </div>
          ) : (
            <>
              {booking.data?.holdExpiresAt && (
                <HoldCountdown until={booking.data.holdExpiresAt} onExpired={onExpired} />
              )}
              {intent.data.provider === 'stripe' && intent.data.publishableKey ? (
                <Suspense fallback={<Spinner label="Loading the card form" />}>
                  <StripePayment
                    publishableKey={
                      import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ?? intent.data.publishableKey
                    }
                    clientSecret={intent.data.clientSecret}
                    amount={amount}
                    returnUrl={`${window.location.origin}/bookings?paid=${bookingId}`}
                    onConfirmed={() => void stripeConfirmed()}
                  />
                </Suspense>
              ) : (
                <TestCardForm
                  clientSecret={intent.data.clientSecret}
                  amount={amount}
                  onPaid={(result) => result.booking && finish(result.booking)}
                />
              )}
            </>
          )}
        </>
      }
    />
  );
}

/** /checkout?order=<id> pays a payment order (a registration fee…); otherwise a held booking. */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  return orderId ? <OrderCheckout key={orderId} orderId={orderId} /> : <BookingCheckout />;
}
