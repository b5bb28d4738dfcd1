/** "advanced" → "Advanced"; screens show enum values (skill levels, statuses) as words. */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A venue rating with one decimal; an unrated venue shows 0.0 (SPEC §2 venue card). */
export function formatRating(value: string | number | null | undefined): string {
  const number = value === null || value === undefined || value === '' ? 0 : Number(value);
  return (Number.isFinite(number) ? number : 0).toFixed(1);
}

/** "2024-01-15T…" → "January 2024"; the month is enough to say how long someone has been here. */
export function memberSince(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(date);
}

/** A date as YYYY-MM-DD in the device's time zone: what <input type="date"> uses for min. */
export function localIsoDate(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** When an offline copy was saved: "Last updated Nov 24, 2026, 8:31 PM" in the reader's clock. */
export function lastUpdated(iso: string, locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Last updated: unknown';
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return `Last updated ${when.format(date)}`;
}

/** A skill-level range as people say it: "Intermediate – advanced", "Expert", "Any level". */
export function levelRange(range: { levelMin: string | null; levelMax: string | null }): string {
  if (!range.levelMin && !range.levelMax) return 'Any level';
  if (range.levelMin === range.levelMax) return capitalise(range.levelMin!);
  return `${capitalise(range.levelMin ?? 'beginner')} – ${range.levelMax ?? 'expert'}`;
}
