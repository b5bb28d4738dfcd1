import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * Times as the venue's clock shows them (never the visitor's own zone: a booking in Dubai is at
 * 18:00 in Dubai wherever you look at it from).
 */
export function venueTime(iso: string, timeZone: string, pattern: string): string {
  return format(new TZDate(new Date(iso).getTime(), timeZone), pattern);
}

/** "Tue 10 Jun 2025" */
export const venueDate = (iso: string, timeZone: string) =>
  venueTime(iso, timeZone, 'EEE d MMM yyyy');

/** "18:00–19:30" */
export const venueTimeRange = (startIso: string, endIso: string, timeZone: string) =>
  `${venueTime(startIso, timeZone, 'HH:mm')}–${venueTime(endIso, timeZone, 'HH:mm')}`;

/** The zone's short name at that moment ("BST", "GMT+4"), for a hint beside times. */
export function zoneName(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' }).formatToParts(
    new Date(iso),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The zone the browser runs in: for times of places that have no venue (and so no zone). */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "Sat 15 Jun · 18:00–19:30 BST": a day and time on the venue's clock with the zone's name, as
 * My Bookings shows them. The end is left out when unknown.
 */
export function venueWhen(startIso: string, endIso: string | null, timeZone: string): string {
  const day = venueTime(startIso, timeZone, 'EEE d MMM');
  const time = endIso
    ? venueTimeRange(startIso, endIso, timeZone)
    : venueTime(startIso, timeZone, 'HH:mm');
  return `${day} · ${time} ${zoneName(startIso, timeZone)}`;
}

/**
 * A game's start: with a zone, on that clock with the zone's name ("Sat 15 Jun · 18:30 BST");
 * without, in the reader's locale, e.g. "Sat, Jun 15, 6:30 PM".
 */
export function formatGameStart(
  value: string | null | undefined,
  locale?: string,
  timeZone?: string,
): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Time to be announced';
  if (timeZone) return venueWhen(value!, null, timeZone);
  return date.toLocaleString(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
