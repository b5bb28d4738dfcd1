/** "2024-06" → "Jun" (with the year when it is not this year's), for the chart's axis. */
export function monthLabel(month: string, now = new Date(), locale?: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  const date = new Date(Date.UTC(year, index - 1, 1));
  const short = date.toLocaleDateString(locale, { month: 'short', timeZone: 'UTC' });
  return year === now.getUTCFullYear() ? short : `${short} ${String(year).slice(2)}`;
}
