import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SEND_LIMIT } from '@shared/contracts/chat';
import { CLIENT_KEY_REUSED } from '@shared/contracts/common';
import { rowsOf } from '@server/db/client';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { chatClient, createTeamWith } from './chat-fixtures';

// A message queued offline (ADR 019) carries a clientKey, so sending it again after a lost
// answer makes no second message.
let ctx: TestContext;
let chat: ReturnType<typeof chatClient>;
let ana: TestPerson, ben: TestPerson;
let conversationId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  chat = chatClient(ctx);
  [ana, ben] = (await createPeople(ctx, 2)) as [TestPerson, TestPerson];
  conversationId = await chat.openTeam(ana, await createTeamWith(ctx, [ana, ben]));
});
afterAll(() => ctx.close());

const send = (person: TestPerson, conversation: string, body: object) =>
  chat.call('POST', `/api/conversations/${conversation}/messages`, person.cookie, body);

async function messagesWithKey(clientKey: string) {
  return rowsOf<{ id: string }>(
    ctx.database.db,
    sql`select id from chat_messages where client_key = ${clientKey}`,
  );
}

const unreadFor = async (person: TestPerson) =>
  (await chat.list(person)).find((c) => c.id === conversationId)!.unreadCount;

describe('POST /api/conversations/:id/messages with a clientKey', () => {
  it('answers a repeat with the first message, and stores one', async () => {
    const unreadBefore = await unreadFor(ben);
    const clientKey = crypto.randomUUID();
    const first = await send(ana, conversationId, { content: 'On my way', clientKey });
    const again = await send(ana, conversationId, { content: 'On my way', clientKey });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await messagesWithKey(clientKey)).toHaveLength(1);
    expect(await unreadFor(ben)).toBe(unreadBefore + 1);
  });

  it('makes one message of two sends at the same moment', async () => {
    const clientKey = crypto.randomUUID();
    const body = { content: 'Sent twice at once', clientKey };
    const answers = await Promise.all([
      send(ana, conversationId, body),
      send(ana, conversationId, body),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[1].json().id).toBe(answers[0].json().id);
    expect(await messagesWithKey(clientKey)).toHaveLength(1);
  });

  it('refuses a key reused for another text or conversation with 409', async () => {
    const clientKey = crypto.randomUUID();
    await send(ana, conversationId, { content: 'First', clientKey });
    const otherText = await send(ana, conversationId, { content: 'Second', clientKey });
    expect(otherText.statusCode).toBe(409);
    expect(otherText.json().message).toBe(CLIENT_KEY_REUSED);
    const direct = await chat.openDirect(ana, ben);
    const otherPlace = await send(ana, direct, { content: 'First', clientKey });
    expect(otherPlace.statusCode).toBe(409);
    expect(await messagesWithKey(clientKey)).toHaveLength(1);
  });

  it('answers a repeat even once the sender is past the send limit', async () => {
    const [fast] = (await createPeople(ctx, 1)) as [TestPerson];
    const id = await chat.openTeam(fast, await createTeamWith(ctx, [fast]));
    const clientKey = crypto.randomUUID();
    const first = await send(fast, id, { content: 'message 0', clientKey });
    for (let i = 1; i < CHAT_SEND_LIMIT.max; i += 1)
      expect((await send(fast, id, { content: `message ${i}` })).statusCode).toBe(201);
    expect((await send(fast, id, { content: 'one too many' })).statusCode).toBe(429);
    const again = await send(fast, id, { content: 'message 0', clientKey });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
  });
});
