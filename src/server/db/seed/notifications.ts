import { sql } from 'drizzle-orm';
import type { NotificationType } from '@shared/enums';
import { type Db, rowsOf } from '@server/db/client';
import { DEMO_ACCOUNTS } from './demo-accounts';

type Sample = {
  key: string;
  type: NotificationType;
  title: string;
  message: string;
  link: string | null;
  relatedId: string | null;
  actorId: string | null;
};

type Facts = {
  userId: string;
  booking: { id: string; venue: string } | null;
  game: { id: string; title: string; organises: boolean } | null;
  team: { id: string; name: string; leads: boolean } | null;
  post: { id: string } | null;
  other: { id: string; name: string } | null;
};

const name = sql`coalesce(nullif(btrim(concat_ws(' ', first_name, last_name)), ''), 'Someone')`;

/** What each demo account's notifications can point at: their own booking, a game, a team… */
async function factsOf(db: Db, email: string): Promise<Facts | null> {
  const [row] = await rowsOf<Facts>(
    db,
    sql`SELECT u.id AS "userId",
          (SELECT json_build_object('id', b.id, 'venue', v.name) FROM bookings b
             JOIN venues v ON v.id = b.venue_id WHERE b.user_id = u.id
            ORDER BY b.start_time DESC LIMIT 1) AS booking,
          (SELECT json_build_object('id', g.id, 'title', g.title, 'organises', g.organizer_id = u.id)
             FROM games g
            ORDER BY (g.organizer_id = u.id) DESC, g.start_time DESC LIMIT 1) AS game,
          (SELECT json_build_object('id', t.id, 'name', t.name,
                                   'leads', t.captain_id = u.id OR t.manager_id = u.id)
             FROM teams t
            ORDER BY (t.captain_id = u.id OR t.manager_id = u.id) DESC, t.name LIMIT 1) AS team,
          (SELECT json_build_object('id', p.id) FROM posts p WHERE p.author_id = u.id
            ORDER BY p.created_at DESC LIMIT 1) AS post,
          (SELECT json_build_object('id', o.id, 'name', ${name}) FROM users o
            WHERE o.id <> u.id AND o.email LIKE '%@matchday.dev' ORDER BY o.email LIMIT 1) AS other
        FROM users u WHERE u.email = ${email}`,
  );
  return row ?? null;
}

/** One of each kind the account can have; the links lead to real pages of the demo data. */
function samplesOf({ booking, game, team, post, other }: Facts): Sample[] {
  const samples: Sample[] = [];
  const actor = other?.name ?? 'Someone';
  if (other) {
    samples.push({
      key: 'seed:follower',
      type: 'social',
      title: 'New follower',
      message: `${actor} started following you.`,
      link: `/players/${other.id}`,
      relatedId: other.id,
      actorId: other.id,
    });
  }
  if (post) {
    samples.push({
      key: 'seed:like',
      type: 'social',
      title: 'New like',
      message: `${actor} liked your post.`,
      link: `/community/posts/${post.id}`,
      relatedId: post.id,
      actorId: other?.id ?? null,
    });
  }
  if (booking) {
    samples.push(
      {
        key: 'seed:booking',
        type: 'booking',
        title: 'Booking confirmed',
        message: `${booking.venue}: your booking is confirmed. See you there!`,
        link: '/bookings',
        relatedId: booking.id,
        actorId: null,
      },
      {
        key: 'seed:payment',
        type: 'payment',
        title: 'Payment received',
        message: `Your payment for ${booking.venue} went through.`,
        link: '/bookings',
        relatedId: booking.id,
        actorId: null,
      },
    );
  }
  if (game) {
    samples.push({
      key: 'seed:game',
      type: 'game',
      title: game.organises ? 'New player in your game' : "You're in!",
      message: game.organises
        ? `${actor} joined ${game.title}.`
        : `A place opened up in ${game.title}: you moved up from the waitlist.`,
      link: `/games/${game.id}`,
      relatedId: game.id,
      actorId: other?.id ?? null,
    });
  }
  if (team) {
    samples.push({
      key: 'seed:team',
      type: 'team',
      title: team.leads ? 'Request to join your team' : `Welcome to ${team.name}`,
      message: team.leads
        ? `${actor} asks to join ${team.name}.`
        : `Your request to join ${team.name} was accepted.`,
      link: `/teams/${team.id}`,
      relatedId: team.id,
      actorId: other?.id ?? null,
    });
  }
  return samples;
}

/**
 * Notifications for every demo account: the newest two unread, the rest read, spread over the
 * last days. Keyed like real ones (`seed:<kind>`), so a second run adds nothing.
 */
export async function seedNotifications(db: Db) {
  for (const account of DEMO_ACCOUNTS) {
    const facts = await factsOf(db, account.email);
    if (!facts) continue;
    const samples = samplesOf(facts);
    for (const [index, sample] of samples.entries()) {
      const hoursAgo = index * 9 + 1;
      await db.execute(sql`
        INSERT INTO notifications
          (user_id, type, title, message, link, related_id, actor_id, idempotency_key, is_read, created_at)
        VALUES (${facts.userId}, ${sample.type}, ${sample.title}, ${sample.message}, ${sample.link},
                ${sample.relatedId}, ${sample.actorId}, ${sample.key}, ${index >= 2},
                now() - make_interval(hours => ${hoursAgo}))
        ON CONFLICT (user_id, idempotency_key) DO NOTHING`);
    }
  }
}
