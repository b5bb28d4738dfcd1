import { eq, inArray, sql } from 'drizzle-orm';
import type { FollowEntityType } from '@shared/enums';
import type { Db } from '@server/db/client';
import { esportsOrganizations, esportsTeams } from '@server/db/schema/esports';
import { federations } from '@server/db/schema/federations';
import { entityFollows } from '@server/db/schema/follows';
import { leagues } from '@server/db/schema/leagues';
import { posts } from '@server/db/schema/posts';
import { teams } from '@server/db/schema/teams';
import { users } from '@server/db/schema/users';
import { venues } from '@server/db/schema/venues';
import { createRandom } from './random';

/** What the fan demo account follows (by name), so their home has results and news. */
const FAN_FOLLOWS = {
  leagues: ['London Sunday Football League', 'Liga Amateur de Madrid'],
  teams: ['North London Strikers', 'Hackney Wick Wanderers', 'Real Malasaña', 'Retiro FC'],
  esportsTeams: ['Matchday Academy', 'Atlas Esports'],
  esportsOrgs: ['Northern Lights Gaming'],
};

/** What people post at the venues the fan follows, so their feed has news beside results. */
const VENUE_POSTS = [
  'New floodlights are in: evening five-a-side looks like daytime now.',
  'Pitch 2 has fresh turf. Booked it for Thursday, who is in?',
  'Great turnout at the Saturday morning kickabout, same time next week.',
  'Changing rooms refurbished, hot showers at last.',
  'Looking for two more players for Sunday at 10:00, all levels welcome.',
  'The café now opens before the early games. Coffee before kick-off!',
];

type Follow = typeof entityFollows.$inferInsert;

/**
 * Follows of leagues, teams, venues, federations and esports teams and organisations: the fan
 * demo account's (a dozen, with posts at the venues they follow for their feed), and a crowd of
 * players' so the follower counts on every page look lived in. Runs once: when any follow exists it does nothing,
 * so a follow a user removed is not put back at the next start. The counters teams and leagues
 * keep are set from the rows afterwards.
 */
export async function seedFollows(db: Db) {
  const [fan] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'fan@matchday.dev'));
  const leagueRows = await db.select({ id: leagues.id, name: leagues.name }).from(leagues);
  const teamRows = await db.select({ id: teams.id, name: teams.name }).from(teams);
  const venueRows = await db
    .select({ id: venues.id })
    .from(venues)
    .where(eq(venues.isActive, true))
    .orderBy(venues.id)
    .limit(60);
  const crowd = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userType, 'player'))
    .orderBy(users.id)
    .limit(300);
  if (!fan || leagueRows.length === 0) return;
  // Seeded once: on a later start an unfollow must stay an unfollow.
  const [seeded] = await db.select({ userId: entityFollows.userId }).from(entityFollows).limit(1);
  if (seeded) return;

  const random = createRandom(1515);
  const rows: Follow[] = [];
  const add = (userId: string, entityType: FollowEntityType, entityId: string, daysAgo: number) =>
    rows.push({
      userId,
      entityType,
      entityId,
      notificationsEnabled: random.chance(0.8),
      createdAt: new Date(Date.now() - daysAgo * 24 * 60 * 60_000),
    });

  const named = (list: { id: string; name: string }[], names: string[]) =>
    list.filter((row) => names.includes(row.name));
  for (const league of named(leagueRows, FAN_FOLLOWS.leagues)) add(fan.id, 'league', league.id, 40);
  for (const team of named(teamRows, FAN_FOLLOWS.teams)) add(fan.id, 'team', team.id, 30);
  for (const venue of venueRows.slice(0, 3)) add(fan.id, 'venue', venue.id, 20);
  const federationRows = await db.select({ id: federations.id }).from(federations);
  for (const federation of federationRows) add(fan.id, 'federation', federation.id, 50);
  const esportsTeamRows = await db
    .select({ id: esportsTeams.id, name: esportsTeams.name })
    .from(esportsTeams);
  const orgRows = await db
    .select({ id: esportsOrganizations.id, name: esportsOrganizations.name })
    .from(esportsOrganizations);
  for (const team of named(esportsTeamRows, FAN_FOLLOWS.esportsTeams)) {
    add(fan.id, 'esports_team', team.id, 25);
  }
  for (const org of named(orgRows, FAN_FOLLOWS.esportsOrgs)) add(fan.id, 'esports_org', org.id, 25);
  const postRows: (typeof posts.$inferInsert)[] = (
    crowd.length > 0 ? venueRows.slice(0, 3) : []
  ).flatMap((venue, v) =>
    VENUE_POSTS.slice(v * 2, v * 2 + 2).map((content, i) => ({
      authorId: crowd[(v * 2 + i) % crowd.length]!.id,
      venueId: venue.id,
      content,
      createdAt: new Date(Date.now() - (v * 2 + i + 1) * 9 * 60 * 60_000),
    })),
  );

  for (const person of crowd) {
    for (const league of random.sample(leagueRows, random.int(0, 2))) {
      add(person.id, 'league', league.id, random.int(1, 120));
    }
    for (const team of random.sample(teamRows, random.int(0, 3))) {
      add(person.id, 'team', team.id, random.int(1, 120));
    }
    for (const venue of random.sample(venueRows, random.int(0, 2))) {
      add(person.id, 'venue', venue.id, random.int(1, 120));
    }
    for (const federation of random.sample(federationRows, random.int(0, 1))) {
      add(person.id, 'federation', federation.id, random.int(1, 200));
    }
    for (const team of random.sample(esportsTeamRows, random.int(0, 1))) {
      add(person.id, 'esports_team', team.id, random.int(1, 120));
    }
    for (const org of random.sample(orgRows, random.int(0, 1))) {
      add(person.id, 'esports_org', org.id, random.int(1, 120));
    }
  }

  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) {
      await tx
        .insert(entityFollows)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing();
    }
    if (postRows.length > 0) await tx.insert(posts).values(postRows);
    const ids = [...new Set(rows.map((row) => row.entityId))];
    await tx
      .update(teams)
      .set({
        followersCount: sql`(select count(*) from entity_follows f
          where f.entity_type = 'team' and f.entity_id = ${teams.id})`,
      })
      .where(inArray(teams.id, ids));
    await tx
      .update(leagues)
      .set({
        followersCount: sql`(select count(*) from entity_follows f
          where f.entity_type = 'league' and f.entity_id = ${leagues.id})`,
      })
      .where(inArray(leagues.id, ids));
  });
}
