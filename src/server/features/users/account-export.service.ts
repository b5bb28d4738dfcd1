import { sql, type SQL } from 'drizzle-orm';
import type { AccountExport } from '@shared/contracts/users';
import { type Db, rowsOf } from '@server/db/client';
import { notFound } from '@server/lib/app-error';

type Row = Record<string, unknown>;

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const named = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [camel(key), value]));

/**
 * GET /api/user/export: every row about the user, each table as stored. Left out: the password
 * hash, payment-provider customer ids and client secrets, push endpoints and keys (credentials,
 * not information about the person) and the bytes of uploaded images (each upload's URL is given instead).
 */
export async function exportAccount(db: Db, userId: string, now: Date): Promise<AccountExport> {
  const all = async (query: SQL) => (await rowsOf<Row>(db, query)).map(named);
  const [profile] = await all(sql`select * from users where id = ${userId}`);
  if (!profile) throw notFound('Your account no longer exists');
  delete profile.password;
  delete profile.stripeCustomerId;
  delete profile.stripeSubscriptionId;
  const mine = (table: string, column = 'user_id') =>
    all(sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`);

  const [playerProfile] = await mine('player_profiles');
  return {
    exportedAt: now.toISOString(),
    profile,
    playerProfile: playerProfile ?? null,
    sports: await all(
      sql`select ps.*, s.name as sport_name from player_sports ps
          join sports s on s.id = ps.sport_id where ps.user_id = ${userId}`,
    ),
    bookings: await all(
      sql`select b.*, v.name as venue_name from bookings b join venues v on v.id = b.venue_id
          where b.user_id = ${userId} order by b.start_time`,
    ),
    payments: await all(
      sql`select i.id, i.booking_id, i.amount, i.amount_refunded, i.currency, i.status,
            i.card_brand, i.card_last4, i.created_at
          from test_payment_intents i join bookings b on b.id = i.booking_id
          where b.user_id = ${userId} order by i.created_at`,
    ),
    reviews: await mine('reviews', 'reviewer_id'),
    posts: await mine('posts', 'author_id'),
    comments: await mine('post_comments', 'author_id'),
    likes: await mine('post_likes'),
    following: await mine('user_follows', 'follower_id'),
    followers: await all(
      sql`select follower_id, created_at from user_follows where following_id = ${userId}`,
    ),
    teams: await all(
      sql`select * from teams where captain_id = ${userId} or manager_id = ${userId}
          or id in (select team_id from team_members where user_id = ${userId})`,
    ),
    teamMemberships: await mine('team_members'),
    teamJoinRequests: await mine('team_join_requests'),
    gamesOrganised: await mine('games', 'organizer_id'),
    gameParticipations: await all(
      sql`select gp.*, g.title as game_title, g.start_time as game_start_time
          from game_participants gp join games g on g.id = gp.game_id
          where gp.user_id = ${userId}`,
    ),
    venues: await mine('venues', 'owner_id'),
    uploads: await all(
      sql`select id, '/api/uploads/' || id as url, content_type, byte_size, width, height, created_at
          from uploads where owner_id = ${userId} order by created_at`,
    ),
    followedPages: await mine('entity_follows'),
    messages: await all(
      // What I wrote anywhere, and what was written to me in direct conversations.
      sql`select m.* from chat_messages m join conversations c on c.id = m.conversation_id
          where m.sender_id = ${userId} or c.user_low_id = ${userId} or c.user_high_id = ${userId}
          order by m.created_at`,
    ),
    notifications: await mine('notifications'),
    // The devices getting push, named by browser and push service: the endpoint and its keys
    // are what lets anyone push to the device, so they stay out like the other credentials.
    pushSubscriptions: await all(
      sql`select id, user_agent, substring(endpoint from '^[a-z]+://[^/]+') as push_service,
                 created_at
          from push_subscriptions where user_id = ${userId} order by created_at`,
    ),
    coaching: await mine('coach_management', 'coach_id'),
    coachProfiles: await mine('coach_profiles'),
    // Sessions I coached (their notes are mine) and sessions I was coached in (only the goals:
    // the notes are the coach's own).
    coachingSessions: await all(
      sql`select s.id, s.booking_id, s.coaching_id, s.goals, s.created_at, s.updated_at,
                 case when cm.coach_id = ${userId} then s.notes end as notes
          from coaching_sessions s join coach_management cm on cm.id = s.coaching_id
          where cm.coach_id = ${userId}
             or (cm.entity_type = 'player' and cm.entity_id = ${userId})
          order by s.created_at`,
    ),
    sponsorProfiles: await mine('sponsors'),
    investorProfiles: await mine('investors'),
  };
}
