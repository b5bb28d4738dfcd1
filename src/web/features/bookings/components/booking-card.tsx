import { CalendarPlus, CreditCard, MapPin } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { Booking } from '@shared/contracts/bookings';
import { formatMoney } from '@shared/money';
import { formatDuration } from '@shared/slots';
import { Button } from '@web/components/ui/button';
import { SPLIT_PAYMENT_PROVIDER } from '@shared/split-shares';
import { useAuth } from '@web/features/auth/api/current-user';
import { ReviewDialog } from '@web/features/reviews/components/review-dialog';
import { SharesPanel } from '@web/features/splits/components/shares-panel';
import { SplitDialog } from '@web/features/splits/components/split-dialog';
import { Stars } from '@web/features/venues/components/rating';
import { VenueImage } from '@web/features/venues/components/venue-image';
import { checkoutPath, saveCheckout } from '@web/lib/checkout-storage';
import { venueDate, venueTimeRange, zoneName } from '@web/lib/venue-time';
import { useRefreshAfterChange } from '../api/bookings';
import { bookingActions } from '../booking-actions';
import { CancelDialog } from './cancel-dialog';
import { ModifyDialog } from './modify-dialog';
import { QrDialog } from './qr-dialog';
import { PaymentBadge, StatusBadge } from './status-badges';

/** A booking on My Bookings (SPEC §2) with every button it allows, each one working. */
export function BookingCard({
  booking,
  now,
  savedAt = null,
  eager = false,
}: {
  booking: Booking;
  now: Date;
  /** Set when the booking is this device's offline copy: when it was saved. */
  savedAt?: string | null;
  /** The list's first card: its picture is the page's largest paint, so it loads at once. */
  eager?: boolean;
}) {
  const navigate = useNavigate();
  const refresh = useRefreshAfterChange();
  const { user } = useAuth();
  const actions = bookingActions(booking, now);
  const zone = booking.venue.timeZone;
  const minutes =
    (new Date(booking.endTime).getTime() - new Date(booking.startTime).getTime()) / 60_000;

  function completePayment() {
    saveCheckout({
      amount: booking.totalAmount,
      venueName: booking.venue.name,
      bookingId: booking.id,
    });
    void navigate(checkoutPath(booking.id, booking.totalAmount));
  }

  return (
    <article
      className="overflow-hidden rounded-xl border bg-card shadow-sm"
      aria-labelledby={`booking-${booking.id}`}
    >
      <div className="flex flex-col sm:flex-row">
        <Link
          to={`/venues/${booking.venueId}`}
          tabIndex={-1}
          aria-hidden
          className="h-32 shrink-0 sm:h-auto sm:w-44"
        >
          <VenueImage src={booking.venue.image} eager={eager} />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 id={`booking-${booking.id}`} className="font-semibold">
                <Link to={`/venues/${booking.venueId}`} className="hover:underline">
                  {booking.venue.name}
                </Link>
              </h3>
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin className="size-3.5" aria-hidden /> {booking.venue.city} ·{' '}
                {booking.sportName}
              </p>
            </div>
            <div className="flex flex-wrap gap-1.5">
              <StatusBadge status={booking.status} checkedInAt={booking.checkedInAt} />
              <PaymentBadge status={booking.paymentStatus} />
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-muted-foreground">Date</dt>
              <dd className="font-medium">{venueDate(booking.startTime, zone)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Time</dt>
              <dd className="font-medium">
                {venueTimeRange(booking.startTime, booking.endTime, zone)}{' '}
                <span className="text-xs font-normal text-muted-foreground">
                  {zoneName(booking.startTime, zone)}
                </span>
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Duration</dt>
              <dd className="font-medium">{formatDuration(minutes)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Total</dt>
              <dd className="font-medium">{formatMoney(booking.totalAmount)}</dd>
            </div>
          </dl>
          {booking.paymentProvider === SPLIT_PAYMENT_PROVIDER && user && (
            <SharesPanel bookingId={booking.id} viewerId={user.id} />
          )}
          {booking.notes && <p className="text-sm text-muted-foreground">Notes: {booking.notes}</p>}
          {booking.review && (
            <p className="flex items-center gap-2 text-sm">
              <span className="text-muted-foreground">Your review</span>{' '}
              <Stars rating={booking.review.rating} />
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2 pt-1">
            {actions.showQr && <QrDialog booking={booking} savedAt={savedAt} />}
            {actions.completePayment && (
              <Button size="sm" onClick={completePayment}>
                <CreditCard aria-hidden /> Complete Payment
              </Button>
            )}
            {actions.split && user && <SplitDialog booking={booking} currentUserId={user.id} />}
            {actions.modify && <ModifyDialog booking={booking} />}
            {actions.cancel && <CancelDialog booking={booking} />}
            {actions.addToCalendar && (
              <Button size="sm" variant="ghost" asChild>
                <a href={`/api/bookings/${booking.id}/calendar.ics`} download>
                  <CalendarPlus aria-hidden /> Add to calendar
                </a>
              </Button>
            )}
            {actions.review && <ReviewDialog booking={booking} onReviewed={refresh} />}
            <span className="ml-auto font-mono text-xs text-muted-foreground" title={booking.id}>
              Booking #{booking.id.slice(0, 8)}
            </span>
          </div>
        </div>
      </div>
    </article>
  );
}
