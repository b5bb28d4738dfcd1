/** "advanced" → "Advanced"; the dashboard shows enum values as words. */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Money arrives as numeric text ("25.5"); shown as $25.50 (SPEC §9: currency shown with $). */
export function formatPrice(value: string | number | null | undefined): string {
  return `$${(toNumber(value) ?? 0).toFixed(2)}`;
}

/** A venue rating with one decimal; an unrated venue shows 0.0 (SPEC §2 venue card). */
export function formatRating(value: string | number | null | undefined): string {
  return (toNumber(value) ?? 0).toFixed(1);
}

/** A game's start in the reader's locale, e.g. "Sat, Jun 15, 6:30 PM". */
export function formatGameStart(value: string | null | undefined, locale?: string): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Time to be announced';
  return date.toLocaleString(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
