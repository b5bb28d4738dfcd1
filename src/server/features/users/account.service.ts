import { and, eq, ne, sql } from 'drizzle-orm';
import {
  WRONG_DELETE_PASSWORD,
  WRONG_PASSWORD,
  type ChangePasswordBody,
} from '@shared/contracts/users';
import { type Db, rowsOf } from '@server/db/client';
import { sessions } from '@server/db/schema/auth';
import { users } from '@server/db/schema/users';
import type { Tx } from '@server/db/tx';
import { badRequest, conflict, notFound } from '@server/lib/app-error';
import { hashPassword, verifyPassword } from '@server/lib/auth/passwords';
import { emit } from '@server/lib/events';
import { isForeignKeyViolation, isRestrictViolation } from '@server/lib/pg-errors';
import { checkPasswordNotCommon } from '@server/features/auth/common-passwords';
import { at } from '@server/features/bookings/booking-rules';
import { cancelBooking } from '@server/features/bookings/booking-changes.service';
import { leaveGame } from '@server/features/games/game-membership.service';
import type { PaymentProviders } from '@server/features/payments/payment-provider';

const GONE = 'Your account no longer exists';

async function checkPassword(db: Db, userId: string, password: string, message: string) {
  const [row] = await db
    .select({ password: users.password })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound(GONE);
  const field = message === WRONG_PASSWORD ? 'currentPassword' : 'password';
  if (!(await verifyPassword(row.password, password)))
    throw badRequest(message, { [field]: message });
}

/**
 * POST /api/user/password: needs the current password; the new one is stored as a fresh hash and
 * every other session of the user ends (a stolen session dies with the old password), while the
 * one that made the change stays signed in.
 */
export async function changePassword(
  db: Db,
  userId: string,
  currentSid: string,
  input: ChangePasswordBody,
) {
  await checkPassword(db, userId, input.currentPassword, WRONG_PASSWORD);
  checkPasswordNotCommon(input.newPassword, 'newPassword');
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: hash }).where(eq(users.id, userId));
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.sid, currentSid)))
      .returning({ sid: sessions.sid });
    // Their open sockets close too, on every instance.
    for (const { sid } of ended) await emit(tx, { type: 'session.ended', data: { sid, userId } });
  });
}

// Not an email address (it has a space and no @), so nobody can register or sign in with it and
// claim what deleted accounts leave behind.
export const DELETED_ACCOUNTS_EMAIL = 'deleted accounts';

/**
 * The one account that keeps what a deleted account leaves for others: past bookings (the
 * venue's books), reviews (the venue's rating), games others played in, closed venues. It has no
 * password that any input can match ('!' is not a hash, so verification fails) and no player role,
 * so it never signs in and is never listed among players.
 */
async function deletedAccountId(tx: Tx): Promise<string> {
  await tx
    .insert(users)
    .values({
      email: DELETED_ACCOUNTS_EMAIL,
      password: '!',
      firstName: 'Deleted account',
      roles: ['fan'],
    })
    .onConflictDoNothing({ target: users.email });
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DELETED_ACCOUNTS_EMAIL));
  return row!.id;
}

type Ids = { id: string }[];
const idList = (rows: Ids) =>
  rows.length
    ? sql.join(
        rows.map((r) => sql`${r.id}::uuid`),
        sql`, `,
      )
    : sql`null::uuid`;

/**
 * DELETE /api/user: the password again, then the account goes. Future bookings are cancelled
 * under the usual refund rules (through the provider first; a failed refund stops everything
 * before anything is deleted) and future games left, so a waiting player moves up. Then, in one
 * transaction: a team captained passes to its longest-standing member (or goes, when nobody else
 * is in it); future games organised are called off; past bookings, reviews, organised games and
 * owned venues (closed) pass to the deleted-account placeholder; the user row is deleted, which
 * removes sessions, profile, posts, comments, likes, follows, memberships and uploads; and every
 * counter those rows fed is counted again.
 */
export async function deleteAccount(
  db: Db,
  payments: PaymentProviders,
  userId: string,
  password: string,
  now: Date,
) {
  await checkPassword(db, userId, password, WRONG_DELETE_PASSWORD);
  // Refused before anything changes (bookings cancelled, games left), not halfway through.
  const [deals] = await rowsOf<{ n: number }>(
    db,
    sql`select (select count(*) from sponsorship_deals d join sponsors s on s.id = d.sponsor_id
                where s.user_id = ${userId})
             + (select count(*) from investment_deals d join investors i on i.id = d.investor_id
                where i.user_id = ${userId}) as n`,
  );
  if (Number(deals?.n) > 0) throw conflict(STILL_REFERENCED, 'account_in_use');

  const future = await rowsOf<{ id: string }>(
    db,
    sql`select id from bookings where user_id = ${userId} and status in ('pending', 'confirmed')
        and start_time > ${at(now)} and checked_in_at is null`,
  );
  for (const { id } of future) await cancelBooking(db, payments, userId, id, now);

  const playing = await rowsOf<{ id: string }>(
    db,
    sql`select g.id from game_participants gp join games g on g.id = gp.game_id
        where gp.user_id = ${userId} and g.organizer_id <> ${userId} and g.status = 'upcoming'
        and g.start_time > ${at(now)} and gp.status in ('accepted', 'waitlist')`,
  );
  for (const { id } of playing) await leaveGame(db, userId, id, now);

  await removeAccount(db, userId, now).catch((error: unknown) => {
    // Rows that must not go unnoticed (a sponsor's or investor's deals) keep the account.
    if (isForeignKeyViolation(error) || isRestrictViolation(error))
      throw conflict(STILL_REFERENCED, 'account_in_use');
    throw error;
  });
}

export const STILL_REFERENCED =
  'Your account still has sponsorship or investment deals. End them before deleting the account.';

/** The one transaction of deleteAccount, after bookings were cancelled and games left. */
async function removeAccount(db: Db, userId: string, now: Date) {
  await db.transaction(async (tx) => {
    const ghost = await deletedAccountId(tx);
    const q = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(tx, query);
    // What the deletion will change, to count again afterwards.
    const postIds = await q<{ id: string }>(
      sql`select post_id as id from post_likes where user_id = ${userId}
          union select post_id from post_comments where author_id = ${userId}`,
    );
    const people = await q<{ id: string }>(
      sql`select following_id as id from user_follows where follower_id = ${userId}
          union select follower_id from user_follows where following_id = ${userId}`,
    );
    const teamIds = await q<{ id: string }>(
      sql`select team_id as id from team_members where user_id = ${userId}`,
    );
    const gameIds = await q<{ id: string }>(
      sql`select game_id as id from game_participants where user_id = ${userId}`,
    );
    const followed = await q<{ id: string }>(
      sql`select entity_id as id from entity_follows where user_id = ${userId}
          and entity_type in ('team', 'league')`,
    );

    const sids = await q<{ sid: string }>(sql`select sid from sessions where user_id = ${userId}`);

    await handOverCaptaincy(tx, userId);
    const called = await q<{ id: string; participantIds: string[] }>(
      sql`update games g set status = 'cancelled', updated_at = ${at(now)}
          where organizer_id = ${userId} and status = 'upcoming' and start_time > ${at(now)}
          returning id, (select coalesce(json_agg(p.user_id), '[]'::json) from game_participants p
                          where p.game_id = g.id and p.user_id <> ${userId}
                            and p.status in ('accepted', 'waitlist')) as "participantIds"`,
    );
    await q(sql`update games set organizer_id = ${ghost} where organizer_id = ${userId}`);
    await q(sql`update bookings set user_id = ${ghost}, notes = null where user_id = ${userId}`);
    await q(sql`update reviews set reviewer_id = ${ghost} where reviewer_id = ${userId}`);
    // A closed venue keeps its pictures for the bookings that remain on its books.
    await q(sql`update uploads set owner_id = ${ghost} where owner_id = ${userId}
                and '/api/uploads/' || id in (select unnest(images) from venues where owner_id = ${userId})`);
    await q(
      sql`update venues set owner_id = ${ghost}, is_active = false where owner_id = ${userId}`,
    );
    // Being coached points at the account without a foreign key (coach_management.entity_id).
    await q(
      sql`delete from coach_management where entity_type = 'player' and entity_id = ${userId}`,
    );
    await q(sql`delete from users where id = ${userId}`);

    await q(sql`update posts p set
        likes_count = (select count(*) from post_likes l where l.post_id = p.id),
        comments_count = (select count(*) from post_comments c where c.post_id = p.id)
      where p.id in (${idList(postIds)})`);
    await q(sql`update users u set
        followers_count = (select count(*) from user_follows f where f.following_id = u.id),
        following_count = (select count(*) from user_follows f where f.follower_id = u.id)
      where u.id in (${idList(people)})`);
    await q(sql`update teams t set current_members =
        (select count(*) from team_members m where m.team_id = t.id)
      where t.id in (${idList(teamIds)})`);
    // The follows went with the account (cascade); the counters teams and leagues keep follow.
    await q(sql`update teams t set followers_count = (select count(*) from entity_follows f
        where f.entity_type = 'team' and f.entity_id = t.id) where t.id in (${idList(followed)})`);
    await q(sql`update leagues l set followers_count = (select count(*) from entity_follows f
        where f.entity_type = 'league' and f.entity_id = l.id) where l.id in (${idList(followed)})`);
    await q(sql`update games g set current_players =
        (select count(*) from game_participants p where p.game_id = g.id and p.status = 'accepted')
      where g.id in (${idList(gameIds)})`);

    for (const game of called) {
      const data = { gameId: game.id, organizerId: userId, participantIds: game.participantIds };
      await emit(tx, { type: 'game.cancelled', data });
    }
    for (const { id: teamId } of teamIds) {
      await emit(tx, { type: 'team.left', data: { teamId, userId } });
    }
    for (const { sid } of sids) await emit(tx, { type: 'session.ended', data: { sid, userId } });
    await emit(tx, { type: 'user.deleted', data: { userId } });
  });
}

/** Teams the user captains pass to the member who joined first, or are deleted when empty. */
async function handOverCaptaincy(tx: Tx, userId: string) {
  const led = await rowsOf<{ id: string }>(
    tx,
    sql`select id from teams where captain_id = ${userId}`,
  );
  for (const { id } of led) {
    const [next] = await rowsOf<{ user_id: string }>(
      tx,
      sql`select user_id from team_members where team_id = ${id} and user_id <> ${userId}
          order by joined_at, id limit 1`,
    );
    if (!next) {
      await tx.execute(sql`delete from teams where id = ${id}`);
      // entity_follows can hold no foreign key (schema/follows.ts): its rows go by hand.
      await tx.execute(
        sql`delete from entity_follows where entity_type = 'team' and entity_id = ${id}`,
      );
      continue;
    }
    await tx.execute(sql`update teams set captain_id = ${next.user_id} where id = ${id}`);
    await tx.execute(
      sql`update team_members set role = 'captain' where team_id = ${id} and user_id = ${next.user_id}`,
    );
  }
}
