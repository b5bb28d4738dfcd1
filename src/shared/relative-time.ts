const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// A date formatter is costly to make and cheap to use; a feed shows dozens of dates as it starts.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A day as the reader's locale writes it short: "Jun 15, 2025", "15 Jun 2025". */
export function formatShortDate(date: Date, locale?: string): string {
  const key = locale ?? '';
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

function plural(count: number, unit: string) {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * How long ago a post was made (SPEC §2 post card): under an hour 'N minutes ago', under a day
 * 'N hours ago', otherwise the date. A time slightly in the future (clocks differ between the
 * server and the device) counts as just made rather than showing a negative number. An unreadable
 * value gives an empty string, so a bad timestamp never breaks a card.
 */
export function formatRelativeTime(
  value: string | number | Date,
  now: Date = new Date(),
  locale?: string,
): string {
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now.getTime() - time);
  if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour');
  return formatShortDate(date, locale);
}
