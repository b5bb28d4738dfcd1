import { useEffect, useRef } from 'react';
import type { VenueDetail } from '@shared/contracts/venues';
import { isIsoDate, spanMinutes, startTimesOf } from '@shared/slots';
import { useAvailability } from '@web/features/venues/api/venues';
import { totalOfRates } from '@shared/pricing';
import { courtFreeFor, courtRates, endTimesOnCourts, slotsForCourts } from './court-slots';

/** `courtId` '' is "any free court" (for the sport chosen). */
type Chosen = { date: string; start: string; end: string; sportId: string; courtId: string };

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
  const { date, start, end, sportId, courtId } = chosen;
  const day = date && isIsoDate(date) ? date : undefined;
  const availability = useAvailability(venue.id, day);
  const data = availability.data;
  // The courts the player may get: the one chosen, else every court for the sport.
  const forSport = venue.courts.filter(
    (court) => !sportId || court.sports.some((sport) => String(sport.id) === sportId),
  );
  const courtIds = courtId ? [courtId] : forSport.map((court) => court.id);
  const allSlots = data?.slots ?? [];
  const slots = slotsForCourts(data, courtIds);
  const starts = startTimesOf(slots);
  const endsFrom = (from: string) => endTimesOnCourts(data, courtIds, from);
  const ends = start ? endsFrom(start) : [];
  const minutes = start && end ? spanMinutes(start, end) : 0;
  // The court this booking would take ("any" takes the first free one, as the server does).
  const court = start && end && minutes > 0 ? courtFreeFor(data, courtIds, start, end) : null;
  const rates = court ? courtRates(data, court, start, end) : [];
  const totalCents = totalOfRates(rates);
  // One price throughout (no peak band crossed): the form can say "1.5 hours × $40.00".
  const uniformRate = rates.length && rates.every((r) => r === rates[0]) ? rates[0]! : null;
  const invalidTime = Boolean(start && end) && minutes <= 0;
  const crossesTaken = Boolean(start && end) && minutes > 0 && !ends.includes(end);
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

  return {
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
  };
}
