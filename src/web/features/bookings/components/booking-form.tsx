import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { type BookingForm as BookingFormValues, bookingForm } from '@shared/contracts/bookings';
import type { VenueDetail } from '@shared/contracts/venues';
import { formatCents, fromCents } from '@shared/money';
import { formatDuration, localToday } from '@shared/slots';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { useAuth } from '@web/features/auth/api/current-user';
import { availabilityKey } from '@web/features/venues/api/venues';
import { ApiError } from '@web/lib/api-client';
import { checkoutPath, saveCheckout } from '@web/lib/checkout-storage';
import { toast } from '@web/lib/use-toast';
import { zoneName } from '@web/lib/venue-time';
import { shareCheckoutPath, useSplitNewBooking } from '@web/features/splits/api/splits';
import { SplitChoice } from '@web/features/splits/components/split-choice';
import { useCreateBooking } from '../api/bookings';
import { openingDate } from '../opening-date';
import { endTimesOnCourts, freeCourtsLabel } from '../court-slots';
import { type StartGone, useBookingSlots } from '../use-booking-slots';
import { CourtSlotGrid } from './court-slot-grid';

export const JUST_BOOKED = 'That time was just booked by someone else. Please pick another.';

export const INVALID_TIME = {
  title: 'Invalid Time',
  description: 'Please select valid start and end times.',
};

function initialSport(venue: VenueDetail, wanted: string | null): string {
  const match = venue.sports.find((s) => s.name.toLowerCase() === wanted?.toLowerCase());
  if (match) return String(match.id);
  return venue.sports.length === 1 ? String(venue.sports[0]!.id) : '';
}

/**
 * The booking form (SPEC §5) on the venue's own clock: only free start times, only end times that
 * don't cross a taken slot, a live total, the SPEC's messages. A lost race (409) says so and
 * refreshes the slots.
 */
export function BookingForm({ venue }: { venue: VenueDetail }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const createBooking = useCreateBooking();
  const splitBooking = useSplitNewBooking();
  const [splitPlayers, setSplitPlayers] = useState(1);
  const params = new URLSearchParams(location.search);
  const [today] = useState(() => localToday(venue.timeZone, new Date()));

  const form = useForm<BookingFormValues>({
    resolver: zodResolver(bookingForm),
    mode: 'onTouched',
    defaultValues: {
      date: openingDate(today, params.get('date')),
      sportId: initialSport(venue, params.get('sport')),
      startTime: '',
      endTime: '',
      courtId: '',
      notes: '',
    },
  });
  const { register, handleSubmit, setValue, control, formState } = form;
  const [date, start, end, sportId, courtId] = useWatch({
    control,
    name: ['date', 'startTime', 'endTime', 'sportId', 'courtId'],
  });
  // Set when the time picked here was booked by someone else meanwhile (a live update).
  const [justBooked, setJustBooked] = useState(false);
  const onStartGone = useCallback(
    (why: StartGone) => {
      setValue('startTime', '');
      if (why === 'taken') {
        setValue('endTime', '');
        setJustBooked(true);
      }
    },
    [setValue],
  );
  const {
    availability,
    allSlots,
    slots,
    starts,
    ends,
    endsFrom,
    minutes,
    court,
    totalCents,
    uniformRate,
    invalidTime,
    crossesTaken,
  } = useBookingSlots(venue, { date, start, end, sportId, courtId }, onStartGone);
  const courtsForSport = venue.courts.filter(
    (c) => !sportId || c.sports.some((sport) => String(sport.id) === sportId),
  );
  const courtName = venue.courts.find((c) => c.id === court)?.name;
  // Slots of the day that are not past: free ones to pick, taken ones shown greyed out.
  const offered = slots.filter((slot) => slot.status !== 'past');
  // With "Any free court" at a venue of several courts, each start says how many are free then.
  const showFreeCourts = venue.courts.length > 1 && !courtId;

  // A half-hour picked in the courts' grid: that court, that start, and an end that still fits.
  function pickSlot(pickedCourt: string, pickedStart: string) {
    setJustBooked(false);
    setValue('courtId', pickedCourt);
    setValue('startTime', pickedStart, { shouldValidate: true });
    const next = endTimesOnCourts(availability.data, [pickedCourt], pickedStart);
    setValue('endTime', next.includes(end) ? end : (next[0] ?? ''), { shouldValidate: true });
  }

  const sportField = register('sportId');
  const courtField = register('courtId');
  const startField = register('startTime');

  async function onSubmit(values: BookingFormValues) {
    if (!user) {
      void navigate('/auth', { state: { from: location.pathname + location.search } });
      return;
    }
    if (totalCents <= 0) {
      toast({ ...INVALID_TIME, variant: 'destructive' });
      return;
    }
    const slot = allSlots.find((s) => s.start === values.startTime);
    const last = allSlots.find((s) => s.end === values.endTime);
    if (!slot || !last) return;
    const total = fromCents(totalCents);
    try {
      const booking = await createBooking.mutateAsync({
        venueId: venue.id,
        sportId: Number(values.sportId),
        ...(values.courtId && { courtId: values.courtId }),
        startTime: slot.startTime,
        endTime: last.endTime,
        totalAmount: total,
        notes: values.notes?.trim() || null,
      });
      toast({
        title: 'Booking Created',
        description: 'Please complete your payment to confirm the booking.',
      });
      if (splitPlayers > 1) {
        const orderId = await splitBooking.mutateAsync({
          bookingId: booking.id,
          players: splitPlayers,
        });
        void navigate(shareCheckoutPath(orderId));
        return;
      }
      saveCheckout({ amount: booking.totalAmount, venueName: venue.name, bookingId: booking.id });
      void navigate(checkoutPath(booking.id, booking.totalAmount));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'slot_taken') {
        toast({
          title: 'This time slot has just been booked',
          description: 'Please choose another time.',
          variant: 'destructive',
        });
        setValue('startTime', '');
        setValue('endTime', '');
        void queryClient.invalidateQueries({ queryKey: availabilityKey(venue.id) });
        return;
      }
      const known = error instanceof ApiError && error.status < 500 && error.status !== 401;
      toast({
        title: 'Booking Failed',
        description: known ? error.serverMessage : 'Unable to create booking. Please try again.',
        variant: 'destructive',
      });
    }
  }

  const zone = zoneName(new Date().toISOString(), venue.timeZone);
  const noSlots = availability.data && starts.length === 0;

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      className="grid gap-4"
    >
      <FormField id="booking-date" label="Date" error={formState.errors.date?.message}>
        {(field) => <Input {...field} type="date" min={today} {...register('date')} />}
      </FormField>
      <FormField id="booking-sport" label="Sport" error={formState.errors.sportId?.message}>
        {(field) => (
          <NativeSelect {...field} {...sportField} value={sportId}>
            <option value="">Select a sport</option>
            {venue.sports.map((sport) => (
              <option key={sport.id} value={sport.id}>
                {sport.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {venue.courts.length > 1 && (
        <FormField id="booking-court" label="Court" error={formState.errors.courtId?.message}>
          {(field) => (
            <NativeSelect
              {...field}
              {...courtField}
              value={courtId}
              onChange={(event) => {
                void courtField.onChange(event);
                setValue('startTime', '');
                setValue('endTime', '');
              }}
            >
              <option value="">Any free court</option>
              {courtsForSport.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                  {c.indoor ? ' (indoor)' : ''}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      <CourtSlotGrid
        day={availability.data}
        courts={courtsForSport}
        chosen={{ courtId, start, end }}
        bookedCourt={court}
        onPick={pickSlot}
      />
      <div className="grid grid-cols-2 gap-3">
        <FormField
          id="booking-start"
          label="Start time"
          error={formState.errors.startTime?.message}
        >
          {(field) => (
            <NativeSelect
              {...field}
              {...startField}
              // Controlled: the options change with the day's slots, and the value must follow.
              value={start}
              disabled={!availability.data}
              onChange={(event) => {
                void startField.onChange(event);
                setJustBooked(false);
                // Suggest the first half-hour. An end that no longer fits but lies after the new
                // start moves too; one at or before it stays, and the form says 'Invalid Time'.
                const value = event.target.value;
                const next = endsFrom(value);
                if (!end || (!next.includes(end) && end > value)) {
                  setValue('endTime', next[0] ?? '', { shouldValidate: Boolean(end) });
                }
              }}
            >
              <option value="">{availability.isLoading ? 'Loading…' : 'Start'}</option>
              {offered.map((slot) => (
                <option key={slot.start} value={slot.start} disabled={slot.status !== 'free'}>
                  {slot.status !== 'free'
                    ? `${slot.start} (booked)`
                    : showFreeCourts
                      ? `${slot.start} · ${freeCourtsLabel(slot.freeCourts)}`
                      : slot.start}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="booking-end" label="End time" error={formState.errors.endTime?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('endTime')} value={end} disabled={!start}>
              <option value="">End</option>
              {ends.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
              {end && !ends.includes(end) && (
                <option value={end} disabled>
                  {end}
                </option>
              )}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <p className="-mt-1 text-xs text-muted-foreground">
        Times are the venue's local time ({venue.timeZone.replace(/_/g, ' ')}, {zone}).
      </p>
      {justBooked && !start && (
        <p
          role="alert"
          className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
        >
          {JUST_BOOKED}
        </p>
      )}
      {noSlots && (
        <p className="rounded-md bg-muted p-3 text-sm" role="status">
          No free slots left on this day. Try another date.
        </p>
      )}
      {invalidTime && (
        <div
          role="alert"
          className="flex gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <p>
            <span className="font-semibold">{INVALID_TIME.title}</span> — {INVALID_TIME.description}
          </p>
        </div>
      )}
      {crossesTaken && (
        <p
          role="alert"
          className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
        >
          That end time runs into a booked slot. Choose an earlier end time.
        </p>
      )}
      <FormField
        id="booking-notes"
        label="Notes (optional)"
        error={formState.errors.notes?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            {...register('notes')}
            rows={2}
            placeholder="Anything the venue should know"
          />
        )}
      </FormField>
      <SplitChoice
        sportName={venue.sports.find((s) => String(s.id) === sportId)?.name}
        totalCents={totalCents}
        players={splitPlayers}
        onChange={setSplitPlayers}
      />
      <div className="flex items-baseline justify-between rounded-lg bg-muted/60 p-3">
        <span className="text-sm text-muted-foreground">
          {minutes > 0 && court
            ? `${formatDuration(minutes)} ${uniformRate === null ? '(peak prices included)' : `× ${formatCents(uniformRate)}`}${venue.courts.length > 1 && courtName ? ` on ${courtName}` : ''}`
            : 'Total'}
        </span>
        <span className="text-xl font-bold" data-testid="booking-total">
          {formatCents(Math.max(0, totalCents))}
        </span>
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={totalCents <= 0 || crossesTaken}
        pending={createBooking.isPending || splitBooking.isPending}
      >
        {user ? 'Book Now' : 'Sign in to book'}
      </Button>
      {totalCents > 0 && (
        <p className="text-center text-xs text-muted-foreground">
          We hold your slot for 15 minutes while you pay. Free cancellation up to 24 hours before.
        </p>
      )}
    </form>
  );
}
