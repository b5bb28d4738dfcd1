import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/client';
import { createPeople, type TestPerson } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { chatMessageNotices } from './chat-notices';
import { kit } from './notification-test-kit';

let ctx: TestContext;
const { emitAll, handled, notificationsOf, mailsTo } = kit(() => ctx);
let author: TestPerson;
let fan: TestPerson;
let other: TestPerson;
let owner: TestPerson;
let sportId: number;
let venueId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [author, fan, other, owner] = (await createPeople(ctx, 4)) as [
    TestPerson,
    TestPerson,
    TestPerson,
    TestPerson,
  ];
  const db = ctx.database.db;
  const [venue] = await rowsOf<{ id: string; sportId: number }>(
    db,
    sql`SELECT v.id, vs.sport_id AS "sportId" FROM venues v
          JOIN venue_sports vs ON vs.venue_id = v.id LIMIT 1`,
  );
  venueId = venue!.id;
  sportId = venue!.sportId;
  await db.execute(sql`UPDATE venues SET owner_id = ${owner.id} WHERE id = ${venueId}`);
});
afterAll(() => ctx.close());

const keysOf = async (person: TestPerson) => (await notificationsOf(person.id)).map((n) => n.key);

async function createPost(by: TestPerson, content = 'Great match today') {
  const [row] = await rowsOf<{ id: string }>(
    ctx.database.db,
    sql`INSERT INTO posts (author_id, content) VALUES (${by.id}, ${content}) RETURNING id`,
  );
  return row!.id;
}

let dayOffset = 300;
/** A booking straight in the database, far ahead and on a day of its own (no overlaps). */
async function createBooking(player: TestPerson, status = 'confirmed', hoursAhead?: number) {
  dayOffset += 1;
  const start = new Date(ctx.clock.now().getTime() + (hoursAhead ?? dayOffset * 24) * 3_600_000);
  const end = new Date(start.getTime() + 3_600_000);
  const [row] = await rowsOf<{ id: string }>(
    ctx.database.db,
    sql`INSERT INTO bookings (user_id, venue_id, sport_id, start_time, end_time, total_amount, status)
        VALUES (${player.id}, ${venueId}, ${sportId}, ${start}, ${end}, '20.00', ${status})
        RETURNING id`,
  );
  return row!.id;
}

const ref = (bookingId: string, player: TestPerson) => ({
  bookingId,
  venueId,
  userId: player.id,
  startTimes: [],
});

async function createGame(organizer: TestPerson) {
  const [row] = await rowsOf<{ id: string }>(
    ctx.database.db,
    sql`INSERT INTO games (title, sport_id, organizer_id, start_time, max_players, location)
        VALUES ('Sunday five-a-side', ${sportId}, ${organizer.id},
                ${new Date(ctx.clock.now().getTime() + 86_400_000 * 3)}, 10, 'The park')
        RETURNING id`,
  );
  return row!.id;
}

const post = (url: string, by: TestPerson, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { cookie: by.cookie } });

describe('through the services', () => {
  it('liking, commenting and following through the API ring the right bell once', async () => {
    const postId = await createPost(author, 'Through the API');
    expect((await post(`/api/posts/${postId}/like`, fan)).statusCode).toBe(200);
    expect((await post(`/api/posts/${postId}/like`, fan)).statusCode).toBe(200); // unlike
    expect((await post(`/api/posts/${postId}/like`, fan)).statusCode).toBe(200); // like again
    const comment = await post(`/api/posts/${postId}/comments`, other, { content: 'Nice one' });
    expect(comment.statusCode).toBe(201);
    const follow = await post(`/api/players/${author.id}/follow`, other);
    expect(follow.statusCode).toBeLessThan(300);
    await handled();
    const found = (await notificationsOf(author.id)).filter(
      (n) => n.link === `/community/posts/${postId}` || n.key === `player.followed:${other.id}`,
    );
    expect(found.map((n) => n.title).sort()).toEqual(['New comment', 'New follower', 'New like']);
  });
});

describe('posts and people', () => {
  it('a like tells the author once, with a link to the post, even when the event comes twice', async () => {
    const postId = await createPost(author);
    const like = { type: 'post.liked', data: { postId, userId: fan.id, liked: true } } as const;
    await emitAll(like, like);
    const mine = await notificationsOf(author.id);
    const likes = mine.filter((n) => n.key === `post.liked:${postId}:${fan.id}`);
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({
      type: 'social',
      title: 'New like',
      link: `/community/posts/${postId}`,
      actorId: fan.id,
      isRead: false,
    });
    expect(likes[0]!.message).toContain('Great match today');
  });

  it('never tells anyone of their own like or comment, nor of an unlike', async () => {
    const postId = await createPost(author);
    await emitAll(
      { type: 'post.liked', data: { postId, userId: author.id, liked: true } },
      { type: 'post.liked', data: { postId, userId: other.id, liked: false } },
      {
        type: 'comment.created',
        data: { postId, commentId: crypto.randomUUID(), userId: author.id },
      },
    );
    expect((await keysOf(author)).filter((key) => key.includes(postId))).toEqual([]);
  });

  it('a comment tells the author once', async () => {
    const postId = await createPost(author);
    const commentId = crypto.randomUUID();
    const event = {
      type: 'comment.created',
      data: { postId, commentId, userId: other.id },
    } as const;
    await emitAll(event, event);
    const found = (await notificationsOf(author.id)).filter(
      (n) => n.key === `comment.created:${commentId}`,
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.link).toBe(`/community/posts/${postId}`);
  });

  it('a new follower is told to the one followed, linking to the follower', async () => {
    const event = {
      type: 'player.followed',
      data: { followerId: other.id, followeeId: fan.id },
    } as const;
    await emitAll(event, event);
    const found = (await notificationsOf(fan.id)).filter(
      (n) => n.key === `player.followed:${other.id}`,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ link: `/players/${other.id}`, title: 'New follower' });
  });
});

describe('bookings and payments', () => {
  it('confirmed, refunded and failed go to the player', async () => {
    const player = (await createPeople(ctx, 1))[0]!;
    const bookingId = await createBooking(player);
    await emitAll(
      { type: 'booking.confirmed', data: ref(bookingId, player) },
      { type: 'booking.confirmed', data: ref(bookingId, player) },
      { type: 'booking.refunded', data: ref(bookingId, player) },
      { type: 'payment.failed', data: { ...ref(bookingId, player), message: 'Card declined' } },
    );
    const found = await notificationsOf(player.id);
    expect(found.map((n) => n.key).sort()).toEqual(
      [
        `booking.confirmed:${bookingId}`,
        `booking.refunded:${bookingId}`,
        `payment.failed:${bookingId}`,
      ].sort(),
    );
    expect(found.every((n) => n.link === '/bookings')).toBe(true);
    expect(found.find((n) => n.key.startsWith('payment.failed'))!.message).toContain(
      'Card declined',
    );
  });

  it('a cancellation by the player tells the owner; one by the owner tells the player', async () => {
    const player = (await createPeople(ctx, 1))[0]!;
    const byPlayer = await createBooking(player, 'cancelled');
    const byOwner = await createBooking(player, 'cancelled');
    await emitAll(
      { type: 'booking.cancelled', data: { ...ref(byPlayer, player), byOwner: false } },
      { type: 'booking.cancelled', data: { ...ref(byOwner, player), byOwner: true } },
    );
    expect(await keysOf(player)).toEqual([`booking.cancelled:${byOwner}`]);
    const ownerKeys = await keysOf(owner);
    expect(ownerKeys).toContain(`booking.cancelled:${byPlayer}`);
    expect(ownerKeys).not.toContain(`booking.cancelled:${byOwner}`);
  });

  it('e-mails bookings by default (outbox row), once per event', async () => {
    const player = (await createPeople(ctx, 1))[0]!;
    const [row] = await rowsOf<{ email: string }>(
      ctx.database.db,
      sql`SELECT email FROM users WHERE id = ${player.id}`,
    );
    const bookingId = await createBooking(player);
    const event = { type: 'booking.confirmed', data: ref(bookingId, player) } as const;
    await emitAll(event, event);
    const mails = await mailsTo(row!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Matchday: Booking confirmed');
    expect(mails[0]!.text).toContain('/bookings');
    expect(mails[0]!.sentAt).toBeNull();
  });
});

describe('games and teams', () => {
  it('the organiser hears of joins and leaves, but not of their own', async () => {
    const organizer = (await createPeople(ctx, 1))[0]!;
    const gameId = await createGame(organizer);
    await emitAll(
      { type: 'game.joined', data: { gameId, userId: fan.id, waitlisted: false } },
      { type: 'game.joined', data: { gameId, userId: fan.id, waitlisted: false } },
      { type: 'game.joined', data: { gameId, userId: other.id, waitlisted: true } },
      { type: 'game.joined', data: { gameId, userId: organizer.id, waitlisted: false } },
      { type: 'game.left', data: { gameId, userId: other.id } },
      { type: 'game.requested', data: { gameId, userId: author.id } },
    );
    const found = await notificationsOf(organizer.id);
    expect(found.map((n) => n.key).sort()).toEqual(
      [
        `game.joined:${gameId}:${fan.id}`,
        `game.joined:${gameId}:${other.id}`,
        `game.left:${gameId}:${other.id}`,
        `game.requested:${gameId}:${author.id}`,
      ].sort(),
    );
    expect(found.every((n) => n.link === `/games/${gameId}` && n.type === 'game')).toBe(true);
    expect(found.find((n) => n.key === `game.joined:${gameId}:${other.id}`)!.title).toBe(
      'New player on the waitlist',
    );
  });

  it('players hear of cancellation, promotion and the answer to their request', async () => {
    const organizer = (await createPeople(ctx, 1))[0]!;
    const [a, b] = await createPeople(ctx, 2);
    const gameId = await createGame(organizer);
    await emitAll(
      {
        type: 'game.cancelled',
        data: { gameId, organizerId: organizer.id, participantIds: [organizer.id, a!.id, b!.id] },
      },
      { type: 'game.promoted', data: { gameId, userId: a!.id } },
      { type: 'game.request_decided', data: { gameId, userId: b!.id, accepted: false } },
    );
    expect(await keysOf(organizer)).toEqual([]);
    expect((await keysOf(a!)).sort()).toEqual(
      [`game.cancelled:${gameId}`, `game.promoted:${gameId}:${a!.id}`].sort(),
    );
    const bs = await notificationsOf(b!.id);
    expect(bs.map((n) => n.title).sort()).toEqual(['Game cancelled', 'Request declined']);
  });

  it('a join request tells the captain and managers; the decision tells the player', async () => {
    const [captain, manager, player] = await createPeople(ctx, 3);
    const [team] = await rowsOf<{ id: string }>(
      ctx.database.db,
      sql`INSERT INTO teams (name, sport_id, captain_id, manager_id, is_private)
          VALUES ('Red Lions', ${sportId}, ${captain!.id}, ${manager!.id}, true) RETURNING id`,
    );
    const teamId = team!.id;
    const requestId = crypto.randomUUID();
    await emitAll(
      { type: 'team.requested', data: { teamId, requestId, userId: player!.id } },
      { type: 'team.requested', data: { teamId, requestId, userId: player!.id } },
      {
        type: 'team.request_decided',
        data: { teamId, requestId, userId: player!.id, accepted: true },
      },
    );
    for (const leader of [captain!, manager!]) {
      const found = await notificationsOf(leader.id);
      expect(found.map((n) => n.key)).toEqual([`team.requested:${requestId}`]);
      expect(found[0]!.link).toBe(`/teams/${teamId}`);
    }
    const mine = await notificationsOf(player!.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: 'Welcome to Red Lions', link: `/teams/${teamId}` });
  });
});

describe('chat messages', () => {
  it('notify only the members with no socket open, never the sender', async () => {
    const [sender, away, online] = await createPeople(ctx, 3);
    const conversationId = crypto.randomUUID();
    const messageId = crypto.randomUUID();
    const notices = await chatMessageNotices(
      ctx.database.db,
      { type: 'message.created', data: { conversationId, messageId, senderId: sender!.id } },
      async (id) => (id === conversationId ? [sender!.id, away!.id, online!.id] : []),
      async (userId) => userId === online!.id,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      userId: away!.id,
      key: `message.created:${messageId}`,
      link: `/messages/${conversationId}`,
      type: 'social',
      title: 'New message from Person1 Test',
    });
  });
});
