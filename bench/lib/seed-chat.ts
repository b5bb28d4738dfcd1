import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '@server/db/client';
import { SESSION_COOKIE } from '@server/lib/auth/session-plugin';

const CHUNK = 100_000;
/** A conversation of a little more than one page (50). */
const SHORT_HISTORY = 60;

export type ChatPerson = { userId: string; cookie: string };
export type ChatBenchData = {
  /** Members of one team, in user order; the first sends the fan-out messages. */
  people: ChatPerson[];
  teamId: string;
  /** One person of the long direct conversation (and of the short one), and those conversations. */
  historyReader: ChatPerson;
  historyConversationId: string;
  shortConversationId: string;
  /** The `before` a reader holds after paging 90% of the way back. */
  deepBefore: string;
  historyMessages: number;
};

/**
 * Signed-in sessions written straight to the table, as the session store would (the cookie
 * carries a random token, the row its SHA-256): a thousand argon2 sign-ins would take minutes
 * and measure nothing this suite is about.
 */
async function insertSessions(db: Db, userIds: string[]): Promise<ChatPerson[]> {
  const now = new Date();
  const expire = new Date(now.getTime() + 24 * 60 * 60_000).toISOString();
  const people = userIds.map((userId) => ({
    userId,
    token: randomBytes(32).toString('base64url'),
  }));
  const rows = people.map(({ userId, token }) => ({
    sid: createHash('sha256').update(token).digest('hex'),
    userId,
    // As a fresh sign-in leaves it (the store rewrites touchedAt at most once a minute).
    sess: { userId, createdAt: now.toISOString(), touchedAt: now.toISOString() },
  }));
  await db.execute(sql`
    INSERT INTO sessions (sid, sess, expire, user_id)
    SELECT r->>'sid', r->'sess', ${expire}::timestamptz, (r->>'userId')::uuid
      FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) AS r`);
  return people.map(({ userId, token }) => ({ userId, cookie: `${SESSION_COOKIE}=${token}` }));
}

/** `count` bench accounts; the password is unusable, they only ever use the sessions above. */
async function insertUsers(db: Db, count: number): Promise<string[]> {
  const users = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO users (email, password, first_name, last_name, user_type, roles)
        SELECT 'bench-chat-' || g || '@example.com', '!bench', 'Bench', 'Chatter ' || g,
               'player', ARRAY['player']
          FROM generate_series(0, ${count - 1}::int) AS g
        RETURNING id`,
  );
  return users.map((u) => u.id);
}

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** One team with all of them, so its conversation reaches every one. */
async function insertTeam(db: Db, userIds: string[]): Promise<string> {
  const [team] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO teams (name, sport_id, captain_id, max_members, current_members)
        VALUES ('Bench fan-out', (SELECT min(id) FROM sports), ${userIds[0]},
                ${userIds.length}, ${userIds.length})
        RETURNING id`,
  );
  await db.execute(sql`
    INSERT INTO team_members (team_id, user_id)
    SELECT ${team!.id}, u FROM unnest(${uuidArray(userIds)}) AS u`);
  return team!.id;
}

/**
 * The chat send limit (30 a minute per person) is covered by the API tests; here it would cap
 * the throughput scenario. Each bench account starts with a window whose count is far below
 * zero, so every send still runs the limiter's write but none is refused.
 */
async function liftSendLimit(db: Db, userIds: string[]) {
  await db.execute(sql`
    INSERT INTO rate_limits (key, hits, reset_at)
    SELECT 'chat:' || u, -1000000000, now() + interval '1 day'
      FROM unnest(${uuidArray(userIds)}) AS u`);
}

/**
 * One direct conversation between two of the accounts with `total` messages, a second apart
 * and older than a day, written by generate_series in chunks (never part of the normal seed).
 */
async function growHistory(db: Db, a: string, b: string, total: number) {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [conversation] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO conversations (kind, user_low_id, user_high_id)
        VALUES ('direct', ${low}, ${high}) RETURNING id`,
  );
  const id = conversation!.id;
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    await db.execute(sql`
      INSERT INTO chat_messages (conversation_id, sender_id, content, message_type, created_at)
      SELECT ${id}, CASE WHEN g % 2 = 0 THEN ${low}::uuid ELSE ${high}::uuid END,
             'Bench message #' || g || ': are we still on for Thursday at the usual court?',
             'text', now() - interval '1 day' - g * interval '1 second'
        FROM generate_series(${from}::int, ${to}::int) AS g`);
  }
  await db.execute(sql`
    UPDATE conversations SET last_message_at = now() - interval '1 day' - interval '1 second'
     WHERE id = ${id}`);
  return id;
}

/** The id a reader passes as `before` after paging `offset` messages back (newest first). */
async function beforeAt(db: Db, conversationId: string, offset: number): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM chat_messages WHERE conversation_id = ${conversationId}
         ORDER BY created_at DESC, id DESC OFFSET ${offset} LIMIT 1`,
  );
  if (!row) throw new Error(`the conversation has fewer than ${offset + 1} messages`);
  return row.id;
}

/**
 * The realtime suite's data, written before the server starts: `members` accounts with sessions
 * in one team, and three more: a reader with a `historyMessages`-long conversation and one of
 * SHORT_HISTORY messages (the same first page from a conversation where nothing is deep).
 */
export async function seedChatBench(
  db: Db,
  { members, historyMessages }: { members: number; historyMessages: number },
): Promise<ChatBenchData> {
  const userIds = await insertUsers(db, members + 3);
  const [reader, long, short] = userIds.splice(members, 3) as [string, string, string];
  const teamId = await insertTeam(db, userIds);
  const everyone = await insertSessions(db, [...userIds, reader]);
  await liftSendLimit(db, userIds);
  const historyConversationId = await growHistory(db, reader, long, historyMessages);
  const shortConversationId = await growHistory(db, reader, short, SHORT_HISTORY);
  // As autovacuum would have by now: the planner sees the tables as they are.
  await db.execute(sql`ANALYZE`);
  return {
    people: everyone.slice(0, members),
    teamId,
    historyReader: everyone[members]!,
    historyConversationId,
    shortConversationId,
    deepBefore: await beforeAt(db, historyConversationId, Math.floor(historyMessages * 0.9)),
    historyMessages,
  };
}
