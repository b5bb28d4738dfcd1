import { useEffect } from 'react';
import type { VenueDetail } from '@shared/contracts/venues';
import { bookingTotalCents, toCents } from '@shared/money';
import { endTimesFrom, isIsoDate, spanMinutes, startTimesOf } from '@shared/slots';
import { useAvailability } from '@web/features/venues/api/venues';

type Chosen = { date: string; start: string; end: string };

/**
 * What the booking form offers for the chosen day and times: the free starts, the ends that
 * don't cross a taken slot, the minutes and the total in cents (SPEC §5/§9). A chosen start
 * that is no longer free (someone booked it, or the day changed) is reported through
 * `onStartGone`, so the form can drop it.
 */
export function useBookingSlots(venue: VenueDetail, chosen: Chosen, onStartGone: () => void) {
  const { date, start, end } = chosen;
  const availability = useAvailability(venue.id, date && isIsoDate(date) ? date : undefined);
  const slots = availability.data?.slots ?? [];
  const starts = startTimesOf(slots);
  const ends = start ? endTimesFrom(slots, start) : [];
  const minutes = start && end ? spanMinutes(start, end) : 0;
  const totalCents = bookingTotalCents(toCents(venue.pricePerHour), minutes);
  const invalidTime = Boolean(start && end) && totalCents <= 0;
  const crossesTaken = Boolean(start && end) && totalCents > 0 && !ends.includes(end);
  const startGone = Boolean(start && availability.data && !starts.includes(start));

  useEffect(() => {
    if (startGone) onStartGone();
  }, [startGone, onStartGone]);

  return { availability, slots, starts, ends, minutes, totalCents, invalidTime, crossesTaken };
}
