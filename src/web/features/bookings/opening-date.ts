import { isIsoDate, localToday } from '@shared/slots';

/** The day the booking form opens on: the address's ?date= if it is not past, else `today`. */
export function openingDate(today: string, asked: string | null): string {
  return asked && isIsoDate(asked) && asked >= today ? asked : today;
}

/** The same, for a venue's clock now (what app/startup-prefetch reads the slots of). */
export const venueOpeningDate = (timeZone: string, asked: string | null, now: Date) =>
  openingDate(localToday(timeZone, now), asked);
