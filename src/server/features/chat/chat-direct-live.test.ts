import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatMessage,
  type ConversationDetail,
  type ConversationList,
  type MessagePage,
  THEY_BLOCKED_YOU,
  YOU_BLOCKED_THEM,
} from '@shared/contracts/chat';
import { eventually } from '@server/test/eventually';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, signIn, type TestContext } from '@server/test/test-app';
import { chatClient, createTeamWith, socketOf } from './chat-fixtures';

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
const openTeam = (person: TestPerson) => chat.openTeam(person, teamId);
const send: ReturnType<typeof chatClient>['send'] = (...args) => chat.send(...args);
const list = (person: TestPerson) => chat.list(person);

describe('direct conversations and blocks', () => {
  it('finds or creates one conversation per pair', async () => {
    const a = await call('POST', '/api/conversations/direct', ana.cookie, { userId: dee.id });
    const b = await call('POST', '/api/conversations/direct', dee.cookie, { userId: ana.id });
    expect(a.statusCode).toBe(200);
    expect(a.json().id).toBe(b.json().id);
    // Not listed for either until someone writes.
    expect((await list(dee)).some((c) => c.id === a.json().id)).toBe(false);
    await send(ana, a.json().id, 'Hi Dee');
    const forDee = (await list(dee)).find((c) => c.id === a.json().id)!;
    expect(forDee).toMatchObject({ kind: 'direct', unreadCount: 1, otherUser: { id: ana.id } });
  });

  it('refuses yourself (400) and unknown people (404)', async () => {
    expect(
      (await call('POST', '/api/conversations/direct', ana.cookie, { userId: ana.id })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/conversations/direct', ana.cookie, {
          userId: crypto.randomUUID(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('blocks direct messages both ways, saying so plainly, until unblocked', async () => {
    const [p, q] = await createPeople(ctx, 2);
    const id = (
      await call('POST', '/api/conversations/direct', p!.cookie, { userId: q!.id })
    ).json<{
      id: string;
    }>().id;
    expect((await call('POST', `/api/users/${q!.id}/block`, p!.cookie)).json()).toEqual({
      blockedByMe: true,
      blockedMe: false,
    });
    const mine = await send(p!, id, 'hello?');
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toBe(YOU_BLOCKED_THEM);
    const theirs = await send(q!, id, 'hello?');
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(THEY_BLOCKED_YOU);
    const open = await call('POST', '/api/conversations/direct', q!.cookie, { userId: p!.id });
    expect(open.statusCode).toBe(403);
    const detail = (
      await call('GET', `/api/conversations/${id}`, q!.cookie)
    ).json<ConversationDetail>();
    expect(detail.block).toEqual({ blockedByMe: false, blockedMe: true });

    await call('DELETE', `/api/users/${q!.id}/block`, p!.cookie);
    expect((await send(q!, id, 'hello again')).statusCode).toBe(201);
  });

  it('tells the sender what the other person has read ("Seen")', async () => {
    const [p, q] = await createPeople(ctx, 2);
    const id = (
      await call('POST', '/api/conversations/direct', p!.cookie, { userId: q!.id })
    ).json<{
      id: string;
    }>().id;
    const message = (await send(p!, id, 'seen?')).json<ChatMessage>();
    const detail = () => call('GET', `/api/conversations/${id}`, p!.cookie);
    expect((await detail()).json<ConversationDetail>().otherLastReadMessageId).toBeNull();
    await call('POST', `/api/conversations/${id}/read`, q!.cookie, { messageId: message.id });
    expect((await detail()).json<ConversationDetail>().otherLastReadMessageId).toBe(message.id);
  });
});

describe('pushes', () => {
  it('pushes a new message to members only, and read marks and typing to the others', async () => {
    const id = await openTeam(ana);
    const benSocket = await socketOf(ctx, ben);
    const anaSocket = await socketOf(ctx, ana);
    const caiSocket = await socketOf(ctx, cai);
    try {
      const sent = (await send(ana, id, 'live!')).json<ChatMessage>();
      await eventually(() =>
        expect(benSocket.received).toContainEqual({
          type: 'message.created',
          data: { conversationId: id, message: sent },
        }),
      );
      // The sender's other tabs hear it too.
      await eventually(() =>
        expect(anaSocket.received.map((m) => m.type)).toContain('message.created'),
      );

      await call('POST', `/api/conversations/${id}/read`, ben.cookie, { messageId: sent.id });
      await eventually(() =>
        expect(anaSocket.received).toContainEqual({
          type: 'conversation.read',
          data: { conversationId: id, userId: ben.id, messageId: sent.id },
        }),
      );

      benSocket.socket.send(JSON.stringify({ type: 'typing', data: { conversationId: id } }));
      await eventually(() =>
        expect(anaSocket.received).toContainEqual({
          type: 'conversation.typing',
          data: { conversationId: id, userId: ben.id, name: ben.firstName },
        }),
      );
      // Someone outside the team cannot announce typing in it.
      caiSocket.socket.send(JSON.stringify({ type: 'typing', data: { conversationId: id } }));
      await ctx.app.matchday.events.settled();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(
        anaSocket.received.filter(
          (m) => m.type === 'conversation.typing' && m.data.userId === cai.id,
        ),
      ).toEqual([]);
      expect(benSocket.received.filter((m) => m.type === 'conversation.typing')).toEqual([]);
      expect(caiSocket.received).toEqual([]);
    } finally {
      for (const { socket } of [benSocket, anaSocket, caiSocket]) socket.terminate();
    }
  });
});

describe('seed', () => {
  it('gives the demo player team, game and direct chats with history and some unread', async () => {
    const cookie = await signIn(ctx.app, 'player@matchday.dev', 'matchday123');
    const items = (await call('GET', '/api/conversations', cookie)).json<ConversationList>().items;
    for (const kind of ['team', 'game', 'direct'] as const)
      expect(
        items.some((c) => c.kind === kind && c.lastMessage),
        kind,
      ).toBe(true);
    expect(items.reduce((sum, c) => sum + c.unreadCount, 0)).toBeGreaterThan(0);
    const team = items.find((c) => c.kind === 'team' && c.lastMessage)!;
    const page = (
      await call('GET', `/api/conversations/${team.id}/messages`, cookie)
    ).json<MessagePage>();
    expect(page.items.length).toBeGreaterThan(3);
  });
});
