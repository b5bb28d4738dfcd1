import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_KEY_INVALID, CLIENT_KEY_REUSED } from '@shared/contracts/common';
import { rowsOf } from '@server/db/client';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';

// A post queued offline (ADR 019) carries a clientKey, so sending it again after a lost answer
// makes no second post.
let ctx: TestContext;
let ana: TestPerson;
let ben: TestPerson;
beforeAll(async () => {
  ctx = await createTestContext();
  [ana, ben] = (await createPeople(ctx, 2)) as [TestPerson, TestPerson];
});
afterAll(() => ctx.close());

const share = (person: TestPerson, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/posts',
    payload: body,
    headers: { cookie: person.cookie },
  });

async function postsWithKey(clientKey: string) {
  const rows = await rowsOf<{ id: string; authorId: string }>(
    ctx.database.db,
    sql`select id, author_id as "authorId" from posts where client_key = ${clientKey}`,
  );
  return rows;
}

describe('POST /api/posts with a clientKey', () => {
  it('answers a repeat with the first post, and stores one', async () => {
    const clientKey = crypto.randomUUID();
    const first = await share(ana, { content: 'Padel at 6?', clientKey });
    const again = await share(ana, { content: 'Padel at 6?', clientKey });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await postsWithKey(clientKey)).toHaveLength(1);
  });

  it('makes one post of two sends at the same moment', async () => {
    const clientKey = crypto.randomUUID();
    const body = { content: 'Sent twice at once', clientKey };
    const answers = await Promise.all([share(ana, body), share(ana, body), share(ana, body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await postsWithKey(clientKey)).toHaveLength(1);
  });

  it('keeps keys per author: the same key from someone else is their own post', async () => {
    const clientKey = crypto.randomUUID();
    const hers = await share(ana, { content: 'Same words', clientKey });
    const his = await share(ben, { content: 'Same words', clientKey });
    expect(his.statusCode).toBe(201);
    expect(his.json().id).not.toBe(hers.json().id);
    expect(his.json().author.id).toBe(ben.id);
    expect(await postsWithKey(clientKey)).toHaveLength(2);
  });

  it('refuses a key reused for other content with 409, writing nothing', async () => {
    const clientKey = crypto.randomUUID();
    await share(ana, { content: 'The first post', clientKey });
    const reused = await share(ana, { content: 'Something else', clientKey });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ message: CLIENT_KEY_REUSED, code: 'client_key_reused' });
    expect(await postsWithKey(clientKey)).toHaveLength(1);
  });

  it('refuses a key that is not a UUID', async () => {
    const response = await share(ana, { content: 'Hello', clientKey: 'again' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { clientKey: CLIENT_KEY_INVALID } });
  });

  it('still makes a new post for each send without a key', async () => {
    const first = await share(ana, { content: 'No key' });
    const second = await share(ana, { content: 'No key' });
    expect(second.json().id).not.toBe(first.json().id);
  });
});
