import { useState } from 'react';
import type { Booking } from '@shared/contracts/bookings';
import { FREE_CANCELLATION_HOURS } from '@shared/constants';
import { formatMoney } from '@shared/money';
import { refundPolicy } from '@shared/slots';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { venueTime } from '@web/lib/venue-time';
import { useCancelBooking } from '../api/bookings';

/** What cancelling now means for the money, shown before the player confirms. */
export function cancellationText(booking: Booking, now: Date): string {
  if (booking.paymentStatus !== 'paid')
    return 'Nothing has been charged, so there is nothing to refund.';
  const policy = refundPolicy(
    { startTime: new Date(booking.startTime), paymentStatus: booking.paymentStatus },
    now,
  );
  if (policy.refundable) {
    return `You'll get a full refund of ${formatMoney(booking.totalAmount)} to your card. Free cancellation ends ${FREE_CANCELLATION_HOURS} hours before the start (${venueTime(policy.refundUntil.toISOString(), booking.venue.timeZone, 'EEE d MMM, HH:mm')}).`;
  }
  return `It's less than ${FREE_CANCELLATION_HOURS} hours before the start, so the ${formatMoney(booking.totalAmount)} paid won't be refunded.`;
}

export function CancelDialog({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelBooking();
  const [now] = useState(() => new Date());

  async function confirm() {
    try {
      const cancelled = await cancel.mutateAsync(booking.id);
      setOpen(false);
      toast({
        title: 'Booking cancelled',
        description:
          cancelled.paymentStatus === 'refunded'
            ? `A refund of ${formatMoney(cancelled.totalAmount)} is on its way to your card.`
            : 'The slot is free for others again.',
      });
    } catch (error) {
      toast({
        title: 'Could not cancel',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className="text-destructive hover:text-destructive">
          Cancel
        </Button>
      </DialogTrigger>
      <DialogContent title="Cancel this booking?" description={cancellationText(booking, now)}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Keep booking</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => void confirm()} pending={cancel.isPending}>
            Cancel booking
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
