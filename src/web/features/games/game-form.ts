import { z } from 'zod';
import {
  type CreateGameBody,
  VENUE_OR_LOCATION,
  createGameBody,
  gameFields,
  hasVenueOrLocation,
} from '@shared/contracts/games';

/** A date and a wall-clock time in the browser's zone as an ISO instant ('' when unreadable). */
export function localInstant(date: string, time: string): string {
  if (!date || !time) return '';
  const instant = new Date(`${date}T${time}`);
  return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
}

/**
 * The Create Game form: the contract's fields as the inputs hold them (text, a date and two
 * times), turned into the request body and checked by the very schema the server uses.
 */
export const gameForm = gameFields
  .omit({ startTime: true, endTime: true, sportId: true, maxPlayers: true, venueId: true })
  .extend({
    sportId: z.string().min(1, 'Sport is required'),
    venueId: z.string(),
    date: z.string().min(1, 'Date is required'),
    start: z.string().min(1, 'Start time is required'),
    end: z.string(),
    maxPlayers: z.string().min(1, 'Max players is required'),
  })
  // Said together with the missing fields, not only once they are filled in.
  .refine(hasVenueOrLocation, { message: VENUE_OR_LOCATION, path: ['location'] })
  .transform(({ date, start, end, sportId, venueId, maxPlayers, ...rest }): CreateGameBody => ({
    ...rest,
    sportId: Number(sportId),
    venueId: venueId || null,
    maxPlayers: Number(maxPlayers),
    startTime: localInstant(date, start),
    endTime: end ? localInstant(date, end) : null,
  }))
  .pipe(createGameBody);

export type GameFormValues = z.input<typeof gameForm>;

/** The parsed form as JSON for POST /api/games. */
export function toCreateGameBody(parsed: z.output<typeof gameForm>): CreateGameBody {
  return {
    ...parsed,
    startTime: parsed.startTime.toISOString(),
    endTime: parsed.endTime ? parsed.endTime.toISOString() : null,
  };
}

/** Which input shows a message the server (or the body schema) gave for a body field. */
export const FORM_FIELD_OF: Record<string, keyof GameFormValues> = {
  startTime: 'start',
  endTime: 'end',
};
