import { useEffect, useRef } from 'react';
import type { VenueDetail } from '@shared/contracts/venues';
import { bookingTotalCents, toCents } from '@shared/money';
import { endTimesFrom, isIsoDate, spanMinutes, startTimesOf } from '@shared/slots';
import { useAvailability } from '@web/features/venues/api/venues';

type Chosen = { date: string; start: string; end: string };

/** Why a chosen start went: someone booked it meanwhile, or it is simply not offered (new day). */
export type StartGone = 'taken' | 'gone';

/**
 * What the booking form offers for the chosen day and times: the free starts, the ends that
 * don't cross a taken slot, the minutes and the total in cents (SPEC §5/§9). The day's slots
 * are live (useAvailability reads them again on slots.changed). A chosen start that
 * is no longer free is reported through `onStartGone`, so the form can drop it, and say so when
 * it was free on this very day a moment ago ('taken').
 */
export function useBookingSlots(
  venue: VenueDetail,
  chosen: Chosen,
  onStartGone: (why: StartGone) => void,
) {
  const { date, start, end } = chosen;
  const day = date && isIsoDate(date) ? date : undefined;
  const availability = useAvailability(venue.id, day);
  const slots = availability.data?.slots ?? [];
  const starts = startTimesOf(slots);
  const ends = start ? endTimesFrom(slots, start) : [];
  const minutes = start && end ? spanMinutes(start, end) : 0;
  const totalCents = bookingTotalCents(toCents(venue.pricePerHour), minutes);
  const invalidTime = Boolean(start && end) && totalCents <= 0;
  const crossesTaken = Boolean(start && end) && totalCents > 0 && !ends.includes(end);
  const freeNow = Boolean(start && starts.includes(start));
  const startGone = Boolean(start && availability.data && !freeNow);
  const takenNow = slots.find((slot) => slot.start === start)?.status === 'taken';

  // The last start seen free, and on which day: its loss on that same day is someone's booking.
  const seenFree = useRef<{ date: string; start: string } | null>(null);
  useEffect(() => {
    if (freeNow) {
      seenFree.current = { date, start };
      return;
    }
    if (!startGone) return;
    const seen = seenFree.current;
    onStartGone(seen?.date === date && seen.start === start && takenNow ? 'taken' : 'gone');
  }, [freeNow, startGone, takenNow, date, start, onStartGone]);

  return { availability, slots, starts, ends, minutes, totalCents, invalidTime, crossesTaken };
}
