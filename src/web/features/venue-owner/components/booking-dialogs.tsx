import { useId, useState, type FormEvent } from 'react';
import type { CourtBlockView } from '@shared/contracts/courts';
import type { VenueBooking } from '@shared/contracts/venue-owner';
import type { OpeningHoursView, VenueCourt } from '@shared/contracts/venues';
import { formatMoney } from '@shared/money';
import { DAY_TIMES, windowOn } from '@shared/opening-hours';
import { instantToLocal } from '@shared/slots';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { venueDate, venueTimeRange } from '@web/lib/venue-time';
import { useCancelDeskBooking, useDeleteBlock } from '../api/calendar';
import { isMovable, paymentText } from './calendar-grid';
import { SplitShares } from './split-shares';

/** Where a booking goes: a court, a date and a start, on the venue's clock. */
export type MovePlace = { courtId: string; date: string; time: string };

/** Courts that take the booking's sport (a court listing none takes all). */
const courtsFor = (courts: VenueCourt[], sportName: string) =>
  courts.filter((c) => c.sports.length === 0 || c.sports.some((s) => s.name === sportName));

type BookingProps = {
  booking: VenueBooking | null;
  courts: VenueCourt[];
  hours: OpeningHoursView | undefined;
  venueId: string;
  now: Date;
  onMove: (booking: VenueBooking, place: MovePlace) => Promise<boolean>;
  onClose: () => void;
};

/** A booking's details, with "Move" (the keyboard's drag) and, for a desk booking, cancel. */
export function BookingDialog({ booking, onClose, ...rest }: BookingProps) {
  const [moving, setMoving] = useState(false);
  const cancel = useCancelDeskBooking(rest.venueId);
  if (!booking) return null;
  const tz = booking.timeZone;
  const close = () => {
    setMoving(false);
    onClose();
  };

  async function cancelDesk() {
    try {
      await cancel.mutateAsync(booking!.id);
      toast({ title: 'Booking cancelled', description: 'The court is free again.' });
      close();
    } catch (error) {
      toast({
        title: 'Could not cancel',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={booking.customerName}
        description={`${venueDate(booking.startTime, tz)} · ${venueTimeRange(booking.startTime, booking.endTime, tz)} · ${booking.courtName}`}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Sport</dt>
          <dd>{booking.sportName}</dd>
          <dt className="text-muted-foreground">Booked</dt>
          <dd>{booking.source === 'desk' ? 'At the desk' : 'Online'}</dd>
          {booking.customerPhone && (
            <>
              <dt className="text-muted-foreground">Phone</dt>
              <dd>
                <a className="underline" href={`tel:${booking.customerPhone}`}>
                  {booking.customerPhone}
                </a>
              </dd>
            </>
          )}
          <dt className="text-muted-foreground">Amount</dt>
          <dd>
            {formatMoney(booking.amount)} · {paymentText(booking)}
          </dd>
          <dt className="text-muted-foreground">Status</dt>
          <dd className="capitalize">{booking.status}</dd>
        </dl>
        {booking.shares && <SplitShares shares={booking.shares} />}
        {moving ? (
          <MoveForm booking={booking} {...rest} onDone={close} />
        ) : (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {booking.source === 'desk' && booking.status !== 'cancelled' && (
              <Button
                variant="outline"
                className="text-destructive hover:text-destructive"
                onClick={() => void cancelDesk()}
                pending={cancel.isPending}
              >
                Cancel booking
              </Button>
            )}
            {isMovable(booking, rest.now) && <Button onClick={() => setMoving(true)}>Move</Button>}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function MoveForm({
  booking,
  courts,
  hours,
  onMove,
  onDone,
}: Omit<BookingProps, 'booking' | 'onClose' | 'venueId' | 'now'> & {
  booking: VenueBooking;
  onDone: () => void;
}) {
  const id = useId();
  const start = instantToLocal(new Date(booking.startTime), booking.timeZone);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [courtId, setCourtId] = useState(booking.courtId);
  const [pending, setPending] = useState(false);
  const window = windowOn(hours, date);
  const times = window ? DAY_TIMES.filter((t) => t >= window.opensAt && t < window.closesAt) : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const moved = await onMove(booking, { courtId, date, time });
    setPending(false);
    if (moved) onDone();
  }

  return (
    <form className="grid gap-4 border-t pt-4" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id={`${id}-date`} label="Date">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={date}
              onChange={(e) => e.target.value && setDate(e.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${id}-time`} label="Start" hint={window ? undefined : 'Closed that day'}>
          {(control) => (
            <NativeSelect {...control} value={time} onChange={(e) => setTime(e.target.value)}>
              {times.includes(time) ? null : <option value={time}>{time}</option>}
              {times.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-court`} label="Court">
          {(control) => (
            <NativeSelect {...control} value={courtId} onChange={(e) => setCourtId(e.target.value)}>
              {courtsFor(courts, booking.sportName).map((court) => (
                <option key={court.id} value={court.id}>
                  {court.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <Button type="submit" pending={pending}>
        Move booking
      </Button>
    </form>
  );
}

/** A block's reason and times, and removing it. */
export function BlockDialog({
  block,
  venueId,
  timeZone,
  onClose,
}: {
  block: CourtBlockView | null;
  venueId: string;
  timeZone: string;
  onClose: () => void;
}) {
  const remove = useDeleteBlock(venueId);
  if (!block) return null;

  async function confirm() {
    try {
      await remove.mutateAsync(block!.id);
      toast({ title: 'Block removed', description: `${block!.courtName} can be booked again.` });
      onClose();
    } catch (error) {
      toast({
        title: 'Could not remove the block',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`${block.courtName} blocked`}
        description={`${venueDate(block.startTime, timeZone)} · ${venueTimeRange(block.startTime, block.endTime, timeZone)} · ${block.reason}`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Keep block
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} pending={remove.isPending}>
            Remove block
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
