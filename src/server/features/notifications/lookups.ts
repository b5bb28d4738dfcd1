import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '@server/db/client';

/** The few facts a notification's text needs, read when the event arrives (events carry ids). */

const displayName = sql`coalesce(nullif(btrim(concat_ws(' ', first_name, last_name)), ''), username, 'Someone')`;

export async function nameOf(db: Db, userId: string): Promise<string> {
  const [row] = await rowsOf<{ name: string }>(
    db,
    sql`SELECT ${displayName} AS name FROM users WHERE id = ${userId}`,
  );
  return row?.name ?? 'Someone';
}

export type BookingFacts = { userId: string; venue: string; ownerId: string; when: string };

export async function bookingFacts(db: Db, bookingId: string): Promise<BookingFacts | null> {
  const [row] = await rowsOf<BookingFacts>(
    db,
    sql`SELECT b.user_id AS "userId", v.name AS venue, v.owner_id AS "ownerId",
               to_char(b.start_time AT TIME ZONE v.time_zone, 'Dy DD Mon, HH24:MI') AS "when"
          FROM bookings b JOIN venues v ON v.id = b.venue_id
         WHERE b.id = ${bookingId}`,
  );
  return row ?? null;
}

export async function gameFacts(db: Db, gameId: string) {
  const [row] = await rowsOf<{ title: string; organizerId: string }>(
    db,
    sql`SELECT title, organizer_id AS "organizerId" FROM games WHERE id = ${gameId}`,
  );
  return row ?? null;
}

/** A team's name and who answers its join requests: captain, manager, and admin members. */
export async function teamFacts(db: Db, teamId: string) {
  const [row] = await rowsOf<{ name: string; leaders: string[] }>(
    db,
    sql`SELECT t.name,
               array(SELECT DISTINCT id FROM (
                       SELECT t.captain_id AS id UNION SELECT t.manager_id
                       UNION SELECT user_id FROM team_members
                              WHERE team_id = t.id AND role IN ('captain', 'admin')) leaders
                      WHERE id IS NOT NULL) AS leaders
          FROM teams t WHERE t.id = ${teamId}`,
  );
  return row ?? null;
}

export async function postFacts(db: Db, postId: string) {
  const [row] = await rowsOf<{ authorId: string; excerpt: string }>(
    db,
    sql`SELECT author_id AS "authorId", left(content, 81) AS excerpt FROM posts WHERE id = ${postId}`,
  );
  return row ?? null;
}

/** A quoted excerpt of at most 80 characters, marked when cut. */
export const quote = (text: string) => `“${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`;
