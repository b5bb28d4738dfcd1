import { useId, useState } from 'react';
import type { Booking } from '@shared/contracts/bookings';
import {
  endTimesFrom,
  formatDuration,
  instantToLocal,
  localToday,
  startTimesOf,
  timeOf,
  minutesOf,
} from '@shared/slots';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useAvailability } from '@web/features/venues/api/venues';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { useModifyBooking } from '../api/bookings';

/** Modify: move a confirmed booking to another free slot of the same length at the same venue. */
export function ModifyDialog({ booking }: { booking: Booking }) {
  const id = useId();
  const zone = booking.venue.timeZone;
  const minutes =
    (new Date(booking.endTime).getTime() - new Date(booking.startTime).getTime()) / 60_000;
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(() => instantToLocal(new Date(booking.startTime), zone).date);
  const [start, setStart] = useState('');
  const [today] = useState(() => localToday(zone, new Date()));
  const availability = useAvailability(
    booking.venueId,
    open && date ? date : undefined,
    booking.id,
  );
  const modify = useModifyBooking();
  const slots = availability.data?.slots ?? [];
  // Starts from which a run of free slots of the booking's length begins.
  const starts = startTimesOf(slots).filter((time) =>
    endTimesFrom(slots, time).includes(timeOf(minutesOf(time) + minutes)),
  );

  async function save() {
    const first = slots.find((slot) => slot.start === start);
    const last = slots.find((slot) => slot.end === timeOf(minutesOf(start) + minutes));
    if (!first || !last) return;
    try {
      await modify.mutateAsync({
        id: booking.id,
        startTime: first.startTime,
        endTime: last.endTime,
      });
      setOpen(false);
      toast({ title: 'Booking updated', description: `Moved to ${date} at ${start}.` });
    } catch (error) {
      const taken = error instanceof ApiError && error.code === 'slot_taken';
      toast({
        title: taken ? 'This time slot has just been booked' : 'Could not move the booking',
        description: taken
          ? 'Please choose another time.'
          : errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      if (taken) void availability.refetch();
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Modify
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Move this booking"
        description={`Pick another free slot of the same length (${formatDuration(minutes)}). The price stays the same.`}
      >
        <div className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-date`}>Date</Label>
            <Input
              id={`${id}-date`}
              type="date"
              min={today}
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                setStart('');
              }}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-start`}>Start time</Label>
            <NativeSelect
              id={`${id}-start`}
              value={start}
              onChange={(event) => setStart(event.target.value)}
              disabled={!availability.data}
            >
              <option value="">
                {availability.isLoading
                  ? 'Loading…'
                  : starts.length
                    ? 'Choose a start time'
                    : 'No free slot of this length'}
              </option>
              {starts.map((time) => (
                <option key={time} value={time}>
                  {time}–{timeOf(minutesOf(time) + minutes)}
                </option>
              ))}
            </NativeSelect>
            <p className="text-xs text-muted-foreground">
              Times are the venue's local time ({zone.replace(/_/g, ' ')}).
            </p>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Keep current time</Button>
            </DialogClose>
            <Button onClick={() => void save()} disabled={!start} pending={modify.isPending}>
              Move booking
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
