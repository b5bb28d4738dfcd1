const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

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
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}
