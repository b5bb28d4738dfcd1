import { asc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { gameParticipants, games } from '@server/db/schema/games';
import { playerProfiles, playerSports, userFollows } from '@server/db/schema/players';
import { postComments, postLikes, posts } from '@server/db/schema/posts';
import { reviews } from '@server/db/schema/reviews';
import { sports } from '@server/db/schema/sports';
import { teamJoinRequests, teamMembers, teams } from '@server/db/schema/teams';
import { uploads } from '@server/db/schema/uploads';
import { users } from '@server/db/schema/users';
import { venueSports, venues } from '@server/db/schema/venues';
import type { UploadStore } from '@server/features/uploads/upload-store';
import { hashPassword } from '@server/lib/auth/passwords';
import { buildGames, buildReviews, type VenueAt } from './community-games';
import { buildFollows, buildPeople, type PlanBase, SEED_PLAYER_DOMAIN } from './community-people';
import { buildPosts } from './community-posts';
import { buildTeams } from './community-teams';
import { DEMO_PASSWORD } from './demo-accounts';
import { createRandom } from './random';
import { reconcileCounters } from './reconcile-counters';

/**
 * Demo community (embedded database only, like the demo accounts): 42 players with sports,
 * levels, cities and availability; upcoming and past games with waitlists and results; teams
 * with captains, members and requests; posts with likes and comments; follows and reviews.
 * The demo player (player@matchday.dev) takes part in all of it, so their pages have content.
 * All in one transaction and a handful of batch inserts; counters are computed from the rows.
 */
export async function seedCommunity(db: Db, uploadStore: UploadStore) {
  const [already] = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${SEED_PLAYER_DOMAIN}`))
    .limit(1);
  if (already) return;

  const sportRows = await db.select({ id: sports.id, name: sports.name }).from(sports);
  const sportId = new Map(sportRows.map((sport) => [sport.name, sport.id]));
  const demoRows = await db
    .select({ id: users.id, email: users.email, password: users.password })
    .from(users)
    .where(inArray(users.email, ['player@matchday.dev', 'manager@matchday.dev']));
  const sam = demoRows.find((row) => row.email === 'player@matchday.dev');
  const marcus = demoRows.find((row) => row.email === 'manager@matchday.dev');
  // Same password as the demo accounts: reuse their hash rather than spend another argon2 run.
  const password = sam?.password ?? (await hashPassword(DEMO_PASSWORD));

  const random = createRandom(20240615);
  const now = Date.now();
  const venueAt = await bookableVenues(db);
  const plan = buildPlan({
    random,
    now,
    sportId,
    password,
    samId: sam?.id,
    marcusId: marcus?.id,
    venueAt,
  });
  // The pictures' bytes go to the store first, so no row ever names missing bytes.
  for (const image of plan.imageFiles)
    await uploadStore.putBytes(image.id, image.bytes, 'image/png');
  await db.transaction(async (tx) => {
    await insertPlan(tx, plan);
    await reconcileCounters(tx);
  });
}

/**
 * The sample venues by city and sport (seeded just before), so a game in a city that has a
 * venue for its sport is played there rather than at a place described in words.
 */
async function bookableVenues(db: Db): Promise<VenueAt> {
  const rows = await db
    .select({ id: venues.id, city: venues.city, sport: sports.name })
    .from(venues)
    .innerJoin(venueSports, eq(venueSports.venueId, venues.id))
    .innerJoin(sports, eq(sports.id, venueSports.sportId))
    .where(eq(venues.isActive, true))
    .orderBy(asc(venues.name));
  const byPlace = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.city}|${row.sport}`;
    if (!byPlace.has(key)) byPlace.set(key, row.id);
  }
  return (city, sport) => byPlace.get(`${city}|${sport}`);
}

/** The rows to insert, built kind by kind (one random sequence, in this order). */
function buildPlan(
  options: Omit<PlanBase, 'sportOf'> & {
    sportId: Map<string, number>;
    password: string;
    venueAt: VenueAt;
  },
) {
  const { sportId, venueAt } = options;
  const base: PlanBase = {
    ...options,
    sportOf: (name) => sportId.get(name) ?? sportId.get('Football')!,
  };
  const { crowd, ...people } = buildPeople(base, options.password);
  const { playedTogether, ...games } = buildGames(base, crowd, venueAt);
  const teams = buildTeams(base, crowd);
  const posts = buildPosts(base, crowd);
  const followRows = buildFollows(base, crowd);
  const reviewRows = buildReviews(playedTogether);
  return { ...people, ...games, ...teams, ...posts, followRows, reviewRows };
}

async function insertPlan(tx: Tx, plan: ReturnType<typeof buildPlan>) {
  await tx.insert(users).values(plan.userRows);
  await tx.insert(playerProfiles).values(plan.profileRows).onConflictDoNothing();
  await tx.insert(playerSports).values(plan.sportRows).onConflictDoNothing();
  await tx.insert(games).values(plan.gameRows);
  await tx.insert(gameParticipants).values(plan.participantRows).onConflictDoNothing();
  await tx.insert(teams).values(plan.teamRows);
  await tx.insert(teamMembers).values(plan.memberRows).onConflictDoNothing();
  if (plan.requestRows.length) await tx.insert(teamJoinRequests).values(plan.requestRows);
  await tx.insert(uploads).values(plan.uploadRows);
  await tx.insert(posts).values(plan.postRows);
  await tx.insert(postLikes).values(plan.likeRows).onConflictDoNothing();
  await tx.insert(postComments).values(plan.commentRows);
  await tx.insert(userFollows).values(plan.followRows).onConflictDoNothing();
  if (plan.reviewRows.length) await tx.insert(reviews).values(plan.reviewRows);
}
