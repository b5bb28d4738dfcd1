import { z } from 'zod';
import { SKILL_LEVELS } from '@shared/constants';
import { errorBody } from './errors';

/** Who wrote, organises or plays: just enough to show a name and an avatar. */
export const personSummary = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummary>;

export const sportSummary = z.object({
  id: z.number(),
  name: z.string(),
  icon: z.string().nullable(),
});
export type SportSummary = z.infer<typeof sportSummary>;

/** One page of a keyset-paginated list; `nextCursor` is null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const CLIENT_KEY_INVALID = 'clientKey must be a UUID';
export const CLIENT_KEY_REUSED =
  'This clientKey was already used for something else. Use a new key for each new item.';

/**
 * An idempotency key the client makes (a UUID per item, e.g. crypto.randomUUID()) for a POST it
 * may send again without knowing whether the first one arrived: the outbox of ADR 019, whose
 * answer can be lost on the way back. The same key again answers what the first one made.
 */
export const clientKeyField = z
  .uuid({ error: CLIENT_KEY_INVALID })
  .optional()
  .describe('Idempotency key: sending the same key again answers the first result, no duplicate');

/** Opaque cursor from a previous page's `nextCursor`. */
export const cursorParam = z
  .string({ error: 'Invalid cursor' })
  .max(200, 'Invalid cursor')
  .optional();

export const limitParam = (max: number, fallback: number) =>
  z.coerce
    .number({ error: `Limit must be a number between 1 and ${max}` })
    .int(`Limit must be a number between 1 and ${max}`)
    .min(1, `Limit must be a number between 1 and ${max}`)
    .max(max, `Limit must be a number between 1 and ${max}`)
    .default(fallback);

/**
 * Largest value a PostgreSQL `integer` column holds. A larger number in a query is a server error
 * ("out of range for type integer"), not a miss, so every integer the API takes is bounded by it.
 */
export const MAX_INT = 2_147_483_647;

/** A whole number from `min` to `max` in a JSON body; one message for every way it is wrong. */
export const intSchema = (message: string, min = 1, max = MAX_INT) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** The same where values arrive as text (a query string, a path, an older client's "7"). */
export const intParam = (message: string, min = 1, max = MAX_INT) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** An integer id (sports.id) in a JSON body: 1 to MAX_INT, or the message. */
export const idSchema = (message: string) => intSchema(message);

/** An integer id as text (query string, path). */
export const idParam = (message: string) => intParam(message);

/** Whether text such as "12" is an integer id a database column can hold. */
export const isIntIdText = (text: string) =>
  /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_INT;

/** Path params `{ id }` of a uuid record; a malformed id reads as the record not being found. */
export const uuidParams = (notFound: string) => z.object({ id: z.uuid({ error: notFound }) });

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 416 | 429 | 502 | 503;

/** The error answers a route documents, each with the one error body (ARCHITECTURE rule 3). */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<
    S,
    typeof errorBody
  >;
}

/** Filters shared by the players, games and teams lists (SPEC §2 Players screen). */
export const sportIdParam = idParam('Choose a sport from the list').optional();
export const skillLevelParam = z
  .enum(SKILL_LEVELS, { error: 'Skill level must be beginner, intermediate, advanced or expert' })
  .optional();
/** Free text filters: trimmed, blank means "no filter". */
export const textFilter = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .optional()
    .transform((value) => value || undefined);
