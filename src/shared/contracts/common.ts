import { z } from 'zod';
import { SKILL_LEVELS } from '@shared/constants';

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

export const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/** One page of a keyset-paginated list; `nextCursor` is null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

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

/** Largest id a PostgreSQL integer column holds; beyond it a lookup would be a server error. */
export const MAX_INT_ID = 2_147_483_647;

/** A sports.id, as JSON sends it (messages say what the form should). */
export const sportId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_INT_ID, message);

/** Filters shared by the players, games and teams lists (SPEC §2 Players screen). */
export const sportIdParam = z.coerce
  .number({ error: 'Choose a sport from the list' })
  .int('Choose a sport from the list')
  .positive('Choose a sport from the list')
  .max(MAX_INT_ID, 'Choose a sport from the list')
  .optional();
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
