import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '@server/db/client';
import { chatMessages, conversationReads, conversations } from '@server/db/schema/chat';
import { users } from '@server/db/schema/users';
import { DIRECT_LINES, GAME_LINES, TEAM_LINES } from './chat-lines';
import { SEED_PLAYER_DOMAIN } from './community-people';
import { createRandom } from './random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Message = typeof chatMessages.$inferInsert;
type Read = typeof conversationReads.$inferInsert;

/**
 * Demo chat history (after the community step): every team's chat and the chats of the demo
 * player's games have a few days of messages, and the demo player has direct conversations with
 * two seeded players. Everyone has read their chats except the demo player, who has a few
 * unread, so the badges show. Skipped when any conversation exists.
 */
export async function seedChat(db: Db) {
  const [any] = await db.select({ id: conversations.id }).from(conversations).limit(1);
  if (any) return;
  const [sam] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'player@matchday.dev'));
  if (!sam) return;

  const random = createRandom(20241111);
  const now = Date.now();
  const teams = await rowsOf<{ teamId: string; members: string[] }>(
    db,
    sql`SELECT team_id AS "teamId", array_agg(user_id::text ORDER BY joined_at) AS members
          FROM team_members GROUP BY team_id ORDER BY team_id`,
  );
  const games = await rowsOf<{ gameId: string; members: string[] }>(
    db,
    sql`SELECT gp.game_id AS "gameId", array_agg(gp.user_id::text ORDER BY gp.joined_at) AS members
          FROM game_participants gp
         WHERE gp.status = 'accepted' AND gp.game_id IN (
           SELECT game_id FROM game_participants WHERE user_id = ${sam.id} AND status = 'accepted')
         GROUP BY gp.game_id HAVING count(*) > 1 ORDER BY gp.game_id`,
  );
  const friends = await rowsOf<{ id: string }>(
    db,
    sql`SELECT id FROM users WHERE email LIKE ${`%@${SEED_PLAYER_DOMAIN}`} ORDER BY email LIMIT 2`,
  );

  const conversationRows: (typeof conversations.$inferInsert)[] = [];
  const messageRows: Message[] = [];
  const readRows: Read[] = [];

  /** A conversation's history, oldest first, ending `endsAgo` ms before now. */
  const history = (
    conversationId: string,
    members: string[],
    lines: readonly string[],
    endsAgo: number,
    samUnread: number,
  ) => {
    const count = Math.min(lines.length, random.int(6, 12));
    const start = random.int(0, lines.length - 1);
    // Backwards from the newest, minutes to hours apart.
    let at = now - endsAgo;
    const times = Array.from({ length: count }, () => {
      const time = at;
      at -= random.int(5, 200) * MINUTE;
      return time;
    }).reverse();
    const written: Message[] = times.map((time, i) => {
      const others =
        samUnread > 0 && i >= count - samUnread ? members.filter((m) => m !== sam.id) : members;
      return {
        id: randomUUID(),
        conversationId,
        senderId: random.pick(others.length ? others : members),
        content: lines[(start + i) % lines.length]!,
        createdAt: new Date(time),
      };
    });
    messageRows.push(...written);
    const last = written.at(-1)!;
    conversationRows.find((c) => c.id === conversationId)!.lastMessageAt = last.createdAt;
    for (const member of members) {
      const upTo = member === sam.id ? written.at(-1 - samUnread) : last;
      if (upTo)
        readRows.push({
          conversationId,
          userId: member,
          lastReadMessageId: upTo.id!,
          lastReadAt: upTo.createdAt!,
        });
    }
  };

  teams.forEach(({ teamId, members }, index) => {
    const id = randomUUID();
    conversationRows.push({ id, kind: 'team', teamId, createdAt: new Date(now - 30 * 24 * HOUR) });
    const samIn = members.includes(sam.id);
    history(id, members, TEAM_LINES, (index + 1) * random.int(1, 5) * HOUR, samIn ? 2 : 0);
  });
  games.forEach(({ gameId, members }, index) => {
    const id = randomUUID();
    conversationRows.push({ id, kind: 'game', gameId, createdAt: new Date(now - 14 * 24 * HOUR) });
    history(id, members, GAME_LINES, (index + 2) * 3 * HOUR, index === 0 ? 1 : 0);
  });
  friends.forEach((friend, index) => {
    const id = randomUUID();
    const [low, high] = sam.id < friend.id ? [sam.id, friend.id] : [friend.id, sam.id];
    conversationRows.push({
      id,
      kind: 'direct',
      userLowId: low,
      userHighId: high,
      createdAt: new Date(now - 10 * 24 * HOUR),
    });
    const lines = DIRECT_LINES.slice(index * 2, index * 2 + 2).flat();
    // Alternate speakers: the friend opens, the demo player answers.
    const base = now - (index * 5 + 1) * HOUR;
    const written: Message[] = lines.map((content, i) => ({
      id: randomUUID(),
      conversationId: id,
      senderId: i % 2 === 0 ? friend.id : sam.id,
      content,
      createdAt: new Date(base - (lines.length - i) * 17 * MINUTE),
    }));
    // The friend has the last word, unread by the demo player in the first conversation.
    written.push({
      id: randomUUID(),
      conversationId: id,
      senderId: friend.id,
      content: index === 0 ? 'See you at 10 then!' : 'Sounds good 👍',
      createdAt: new Date(base),
    });
    messageRows.push(...written);
    conversationRows.at(-1)!.lastMessageAt = new Date(base);
    const samRead = index === 0 ? written.at(-2)! : written.at(-1)!;
    readRows.push(
      {
        conversationId: id,
        userId: sam.id,
        lastReadMessageId: samRead.id!,
        lastReadAt: samRead.createdAt!,
      },
      {
        conversationId: id,
        userId: friend.id,
        lastReadMessageId: written.at(-1)!.id!,
        lastReadAt: written.at(-1)!.createdAt!,
      },
    );
  });

  await db.transaction(async (tx) => {
    if (conversationRows.length) await tx.insert(conversations).values(conversationRows);
    for (let i = 0; i < messageRows.length; i += 500)
      await tx.insert(chatMessages).values(messageRows.slice(i, i + 500));
    if (readRows.length) await tx.insert(conversationReads).values(readRows);
  });
}
