import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_SEND_LIMIT,
  type ChatMessage,
  MESSAGE_EMPTY,
  MESSAGE_TOO_LONG,
  type MessagePage,
} from '@shared/contracts/chat';
import { sweepUnattachedUploads } from '@server/features/uploads/upload-sweep';
import { multipartFile, pngImage } from '@server/test/images';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { chatClient, createGameWith, createTeamWith } from './chat-fixtures';

let ctx: TestContext;
let chat: ReturnType<typeof chatClient>;
let ana: TestPerson, ben: TestPerson, cai: TestPerson, dee: TestPerson;
let teamId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  chat = chatClient(ctx);
  const people = await createPeople(ctx, 4);
  [ana, ben, cai, dee] = [people[0]!, people[1]!, people[2]!, people[3]!];
  teamId = await createTeamWith(ctx, [ana, ben]);
});
afterAll(() => ctx.close());

const call: ReturnType<typeof chatClient>['call'] = (...args) => chat.call(...args);
const openTeam = (person: TestPerson, id = teamId) => chat.openTeam(person, id);
const send: ReturnType<typeof chatClient>['send'] = (...args) => chat.send(...args);
const list = (person: TestPerson) => chat.list(person);

describe('signed out', () => {
  it('answers 401 everywhere', async () => {
    for (const [method, url] of [
      ['GET', '/api/conversations'],
      ['POST', '/api/conversations/direct'],
      ['GET', `/api/conversations/${crypto.randomUUID()}/messages`],
      ['POST', `/api/conversations/${crypto.randomUUID()}/messages`],
      ['POST', `/api/conversations/${crypto.randomUUID()}/read`],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
    }
  });
});

describe('team conversations', () => {
  it('lists the team chat before its first message, then with it and unread counts', async () => {
    const before = await list(ana);
    const team = before.find((c) => c.teamId === teamId)!;
    expect(team).toMatchObject({ kind: 'team', title: 'Chat Testers', lastMessage: null });

    const sent = await send(ana, team.id, '  Training at 7?  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json<ChatMessage>()).toMatchObject({
      content: 'Training at 7?',
      messageType: 'text',
      sender: { id: ana.id },
    });

    const forBen = (await list(ben)).find((c) => c.id === team.id)!;
    expect(forBen.unreadCount).toBe(1);
    expect(forBen.lastMessage?.content).toBe('Training at 7?');
    // Your own messages are never unread.
    expect((await list(ana)).find((c) => c.id === team.id)!.unreadCount).toBe(0);
  });

  it('is 404 for non-members, on every call', async () => {
    const id = await openTeam(ana);
    const [message] = (
      await call('GET', `/api/conversations/${id}/messages`, ana.cookie)
    ).json<MessagePage>().items;
    expect((await call('POST', '/api/conversations/team', cai.cookie, { teamId })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/conversations/${id}`, cai.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/conversations/${id}/messages`, cai.cookie)).statusCode).toBe(
      404,
    );
    expect((await send(cai, id, 'let me in')).statusCode).toBe(404);
    expect(
      (
        await call('POST', `/api/conversations/${id}/read`, cai.cookie, {
          messageId: message!.id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await list(cai)).some((c) => c.id === id)).toBe(false);
  });

  it('follows team membership: a joiner reads the history, a leaver loses it', async () => {
    const id = await openTeam(ana);
    // Through the teams API, as in the app.
    expect((await call('POST', `/api/teams/${teamId}/join`, cai.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/conversations/${id}/messages`, cai.cookie)).statusCode).toBe(
      200,
    );
    expect((await list(cai)).some((c) => c.id === id)).toBe(true);
    expect((await call('POST', `/api/teams/${teamId}/leave`, cai.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/conversations/${id}/messages`, cai.cookie)).statusCode).toBe(
      404,
    );
    expect((await send(cai, id, 'still here?')).statusCode).toBe(404);
  });
});

describe('game conversations', () => {
  it('are for the accepted players only, not the waitlist', async () => {
    const gameId = await createGameWith(ctx, [ana, ben], [dee]);
    const opened = await call('POST', '/api/conversations/game', ben.cookie, { gameId });
    expect(opened.statusCode).toBe(200);
    expect((await list(ana)).some((c) => c.gameId === gameId)).toBe(true);
    expect((await call('POST', '/api/conversations/game', dee.cookie, { gameId })).statusCode).toBe(
      404,
    );
    expect((await send(dee, opened.json<{ id: string }>().id, 'hi')).statusCode).toBe(404);
  });
});

describe('sending', () => {
  it('refuses empty, whitespace and over-long messages with a clear message', async () => {
    const id = await openTeam(ana);
    for (const content of ['', '   \n ']) {
      const response = await send(ana, id, content);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGE_EMPTY);
    }
    const long = await send(ana, id, 'x'.repeat(4001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MESSAGE_TOO_LONG);
    expect((await send(ana, id, 'x'.repeat(4000))).statusCode).toBe(201);
  });

  it("refuses an image that is not the sender's own upload", async () => {
    const id = await openTeam(ana);
    const response = await send(ana, id, `/api/uploads/${crypto.randomUUID()}`, 'image');
    expect(response.statusCode).toBe(400);
    expect((await send(ana, id, 'https://example.com/x.png', 'image')).statusCode).toBe(400);
  });

  it('sends an image of my own through the upload pipeline, and the sweep keeps it', async () => {
    const id = await openTeam(ana);
    const file = multipartFile(pngImage(4, 4));
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: file.payload,
      headers: { ...file.headers, cookie: ana.cookie },
    });
    expect(uploaded.statusCode).toBe(201);
    const { id: uploadId, url } = uploaded.json<{ id: string; url: string }>();
    // Someone else's upload is refused.
    expect((await send(ben, id, url, 'image')).statusCode).toBe(400);
    const sent = await send(ana, id, url, 'image');
    expect(sent.statusCode).toBe(201);
    expect(sent.json<ChatMessage>()).toMatchObject({ messageType: 'image', content: url });

    // Even unmarked and old, an image shown in a chat is not swept.
    const longAgo = new Date(ctx.clock.now().getTime() - 3 * 24 * 60 * 60_000);
    await ctx.database.db.execute(
      sql`UPDATE uploads SET attached = false, created_at = ${longAgo} WHERE id = ${uploadId}`,
    );
    await sweepUnattachedUploads(ctx.database.db, ctx.uploadStore, ctx.clock.now());
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('answers 429 past the per-user send limit', async () => {
    const [fast] = await createPeople(ctx, 1);
    const team = await createTeamWith(ctx, [fast!]);
    const id = await openTeam(fast!, team);
    for (let i = 0; i < CHAT_SEND_LIMIT.max; i += 1)
      expect((await send(fast!, id, `message ${i}`)).statusCode).toBe(201);
    const refused = await send(fast!, id, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/too quickly/);
  });
});

describe('history', () => {
  it('pages newest first by keyset, 50 a page, without gaps or repeats', async () => {
    const [p, q] = await createPeople(ctx, 2);
    const team = await createTeamWith(ctx, [p!, q!]);
    const id = await openTeam(p!, team);
    // 120 messages a millisecond apart, written directly (the send limit is not under test).
    await ctx.database.db.execute(sql`
      INSERT INTO chat_messages (conversation_id, sender_id, content, created_at)
      SELECT ${id}, ${p!.id}, 'message ' || n, now() - make_interval(secs => (200 - n) / 1000.0)
        FROM generate_series(1, 120) n`);
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/conversations/${id}/messages${before ? `?before=${before}` : ''}`;
      const page: MessagePage = (await call('GET', url, q!.cookie)).json<MessagePage>();
      seen.push(...page.items.map((m) => m.content));
      before = page.nextBefore;
      pages += 1;
    } while (before);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `message ${120 - i}`));
  });

  it('refuses a malformed cursor', async () => {
    const id = await openTeam(ana);
    const response = await call('GET', `/api/conversations/${id}/messages?before=zzz`, ana.cookie);
    expect(response.statusCode).toBe(400);
  });
});

describe('reading', () => {
  it('moves the read mark forward only and answers the unread count', async () => {
    const [p, q] = await createPeople(ctx, 2);
    const team = await createTeamWith(ctx, [p!, q!]);
    const id = await openTeam(p!, team);
    const first = (await send(p!, id, 'one')).json<ChatMessage>();
    await send(p!, id, 'two');
    const third = (await send(p!, id, 'three')).json<ChatMessage>();
    expect((await list(q!)).find((c) => c.id === id)!.unreadCount).toBe(3);

    const read = await call('POST', `/api/conversations/${id}/read`, q!.cookie, {
      messageId: third.id,
    });
    expect(read.json()).toMatchObject({ unreadCount: 0 });
    // An older message does not move it back.
    const back = await call('POST', `/api/conversations/${id}/read`, q!.cookie, {
      messageId: first.id,
    });
    expect(back.json()).toMatchObject({ unreadCount: 0 });
    expect((await list(q!)).find((c) => c.id === id)!.unreadCount).toBe(0);
  });

  it('is 404 for a message of another conversation', async () => {
    const id = await openTeam(ana);
    const response = await call('POST', `/api/conversations/${id}/read`, ana.cookie, {
      messageId: crypto.randomUUID(),
    });
    expect(response.statusCode).toBe(404);
  });
});
