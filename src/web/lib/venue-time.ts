/** What a pattern may hold, as date-fns spells it: "EEE d MMM yyyy", "HH:mm"... */
type Token = 'EEE' | 'd' | 'MMM' | 'yyyy' | 'HH' | 'mm';
const TOKENS = /EEE|MMM|yyyy|HH|mm|d/g;
const PART_OF: Record<Token, Intl.DateTimeFormatPartTypes> = {
  EEE: 'weekday',
  d: 'day',
  MMM: 'month',
  yyyy: 'year',
  HH: 'hour',
  mm: 'minute',
};

// A formatter is costly to make (the zone's rules are loaded) and cheap to use: one per zone,
// kept for the page's life. My Bookings shows dozens of times as it starts.
const clocks = new Map<string, Intl.DateTimeFormat>();
const zoneNames = new Map<string, Intl.DateTimeFormat>();

function cached(
  into: Map<string, Intl.DateTimeFormat>,
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
) {
  let formatter = into.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    into.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Times as the venue's clock shows them (never the visitor's own zone: a booking in Dubai is at
 * 18:00 in Dubai wherever you look at it from). `pattern` takes the date-fns tokens EEE, d, MMM,
 * yyyy, HH and mm, with what stands between them kept as written (there is no quoting).
 */
export function venueTime(iso: string, timeZone: string, pattern: string): string {
  // US English names the months as date-fns does ("Sep", where British English says "Sept").
  const clock = cached(clocks, 'en-US', timeZone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = clock.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return pattern.replace(TOKENS, (token) => part(PART_OF[token as Token]));
}

/** "Tue 10 Jun 2025" */
export const venueDate = (iso: string, timeZone: string) =>
  venueTime(iso, timeZone, 'EEE d MMM yyyy');

/** "18:00–19:30" */
export const venueTimeRange = (startIso: string, endIso: string, timeZone: string) =>
  `${venueTime(startIso, timeZone, 'HH:mm')}–${venueTime(endIso, timeZone, 'HH:mm')}`;

/** The zone's short name at that moment ("BST", "GMT+4"), for a hint beside times. */
export function zoneName(iso: string, timeZone: string): string {
  // British English names the zones people know ("BST"); US English would say "GMT+1".
  const zone = cached(zoneNames, 'en-GB', timeZone, { timeZoneName: 'short' });
  const parts = zone.formatToParts(new Date(iso));
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
