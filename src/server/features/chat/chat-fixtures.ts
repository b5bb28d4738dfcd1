import { sql } from 'drizzle-orm';
import type { ConversationList } from '@shared/contracts/chat';
import { rowsOf } from '@server/db/client';
import type { TestPerson } from '@server/test/people';
import { openSocket } from '@server/test/sockets';
import type { TestContext } from '@server/test/test-app';

/** A team with these members (rows written directly: the teams API is not under test here). */
export async function createTeamWith(ctx: TestContext, members: TestPerson[]): Promise<string> {
  const db = ctx.database.db;
  const [team] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO teams (name, sport_id, captain_id, current_members)
        VALUES ('Chat Testers', (SELECT min(id) FROM sports), ${members[0]!.id}, ${members.length})
        RETURNING id`,
  );
  for (const member of members) await addTeamMember(ctx, team!.id, member);
  return team!.id;
}

export async function addTeamMember(ctx: TestContext, teamId: string, member: TestPerson) {
  await ctx.database.db.execute(
    sql`INSERT INTO team_members (team_id, user_id) VALUES (${teamId}, ${member.id})`,
  );
}

/** An upcoming game organised by the first person, with the others accepted or waitlisted. */
export async function createGameWith(
  ctx: TestContext,
  accepted: TestPerson[],
  waitlisted: TestPerson[] = [],
): Promise<string> {
  const db = ctx.database.db;
  const [game] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO games (title, sport_id, organizer_id, start_time, max_players, current_players)
        VALUES ('Chat game', (SELECT min(id) FROM sports), ${accepted[0]!.id},
                now() + interval '2 days', ${accepted.length}, ${accepted.length})
        RETURNING id`,
  );
  for (const person of accepted)
    await db.execute(
      sql`INSERT INTO game_participants (game_id, user_id, status) VALUES (${game!.id}, ${person.id}, 'accepted')`,
    );
  for (const person of waitlisted)
    await db.execute(
      sql`INSERT INTO game_participants (game_id, user_id, status) VALUES (${game!.id}, ${person.id}, 'waitlist')`,
    );
  return game!.id;
}

/** The chat calls the tests make, as a person. */
export function chatClient(ctx: TestContext) {
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) =>
    ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
  return {
    call,
    openTeam: async (person: TestPerson, teamId: string) =>
      (await call('POST', '/api/conversations/team', person.cookie, { teamId })).json<{
        id: string;
      }>().id,
    openDirect: async (person: TestPerson, other: TestPerson) =>
      (await call('POST', '/api/conversations/direct', person.cookie, { userId: other.id })).json<{
        id: string;
      }>().id,
    send: (person: TestPerson, conversationId: string, content: string, messageType = 'text') =>
      call('POST', `/api/conversations/${conversationId}/messages`, person.cookie, {
        content,
        messageType,
      }),
    list: async (person: TestPerson) =>
      (await call('GET', '/api/conversations', person.cookie)).json<ConversationList>().items,
  };
}

/** A socket signed in as `person` (test/sockets.ts), collecting every message it receives. */
export async function socketOf(ctx: TestContext, person: TestPerson) {
  const socket = await openSocket(ctx.app, person.cookie);
  return { socket: socket.ws, received: socket.messages };
}
