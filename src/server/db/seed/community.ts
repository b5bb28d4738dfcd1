import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, like } from 'drizzle-orm';
import { slotBit } from '@shared/availability';
import { CITIES, cityLabel } from '@shared/cities';
import { SKILL_LEVELS, type SkillLevel } from '@shared/constants';
import type { GameResult } from '@shared/enums';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { reviews } from '@server/db/schema/bookings';
import { gameParticipants, games } from '@server/db/schema/games';
import { users } from '@server/db/schema/identity';
import { playerProfiles, playerSports } from '@server/db/schema/players';
import { postComments, postLikes, posts, userFollows } from '@server/db/schema/social';
import { sports } from '@server/db/schema/sports';
import { teamJoinRequests, teamMembers, teams } from '@server/db/schema/teams';
import { uploads } from '@server/db/schema/uploads';
import { venueSports, venues } from '@server/db/schema/venues';
import { hashPassword } from '@server/lib/auth/passwords';
import {
  BIOS,
  COMMENTS,
  GAME_PLACES,
  GAME_TITLES,
  POSTS,
  REVIEW_COMMENTS,
  SEED_PLAYERS,
  TEAM_DESCRIPTIONS,
} from './community-data';
import { DEMO_PASSWORD } from './demo-accounts';
import { type Surface, surfaceImage } from './demo-images';
import { createRandom } from './random';
import { reconcileCounters } from './reconcile-counters';

/** Seeded players' addresses; their presence means this step already ran. */
export const SEED_PLAYER_DOMAIN = 'players.matchday.dev';
const DAY = 24 * 60 * 60_000;
/** Upcoming games (by index) the demo player is in; 7 is full, so there they wait. */
const SAM_JOINS = [2, 7, 9, 16, 22];
const MINUTE = 60_000;

type Person = {
  id: string;
  city: string;
  level: SkillLevel;
  sports: string[];
};

const emailOf = (first: string, last: string) =>
  `${[first, last]
    .map((part) =>
      part
        .normalize('NFD')
        .toLowerCase()
        .replace(/[^a-z]/g, ''),
    )
    .join('.')}@${SEED_PLAYER_DOMAIN}`;

/**
 * Demo community (embedded database only, like the demo accounts): 42 players with sports,
 * levels, cities and availability; upcoming and past games with waitlists and results; teams
 * with captains, members and requests; posts with likes and comments; follows and reviews.
 * The demo player (player@matchday.dev) takes part in all of it, so their pages have content.
 * All in one transaction and a handful of batch inserts; counters are computed from the rows.
 */
export async function seedCommunity(db: Db) {
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
  await db.transaction(async (tx) => {
    await insertPlan(tx, plan);
    await reconcileCounters(tx);
  });
}

type Random = ReturnType<typeof createRandom>;
type VenueAt = (city: string, sport: string) => string | undefined;

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

function cityByName(name: string) {
  return CITIES.find((city) => city.name === name) ?? CITIES[0]!;
}

function availabilityFor(random: Random): number {
  let mask = 0;
  for (let day = 0; day < 7; day++) {
    const weekend = day >= 5;
    const chances = weekend ? [0.55, 0.4, 0.25] : [0.15, 0.1, 0.5];
    chances.forEach((chance, period) => {
      if (random.chance(chance)) mask |= slotBit(day, period);
    });
  }
  return mask;
}

function buildPlan(options: {
  random: Random;
  now: number;
  sportId: Map<string, number>;
  password: string;
  samId: string | undefined;
  marcusId: string | undefined;
  venueAt: VenueAt;
}) {
  const { random, now, sportId, password, samId, marcusId, venueAt } = options;
  const sportOf = (name: string) => sportId.get(name) ?? sportId.get('Football')!;

  const userRows: (typeof users.$inferInsert)[] = [];
  const profileRows: (typeof playerProfiles.$inferInsert)[] = [];
  const sportRows: (typeof playerSports.$inferInsert)[] = [];
  const people: Person[] = [];

  SEED_PLAYERS.forEach((player, index) => {
    const id = randomUUID();
    const city = cityByName(player.city);
    userRows.push({
      id,
      email: emailOf(player.firstName, player.lastName),
      password,
      firstName: player.firstName,
      lastName: player.lastName,
      userType: 'player',
      roles: ['player'],
      skillLevel: player.level,
      favoriteSport: player.sports[0]![0],
      location: cityLabel(city),
      bio: BIOS[index % BIOS.length]!,
      isVerified: index % 3 === 0,
      createdAt: new Date(now - (200 - index * 3) * DAY),
    });
    profileRows.push({
      userId: id,
      latitude: city.latitude + (random.next() - 0.5) * 0.08,
      longitude: city.longitude + (random.next() - 0.5) * 0.08,
      availability: availabilityFor(random),
    });
    for (const [name, level] of player.sports) {
      sportRows.push({ userId: id, sportId: sportOf(name), skillLevel: level });
    }
    people.push({
      id,
      city: player.city,
      level: player.level,
      sports: player.sports.map(([name]) => name),
    });
  });

  // The demo player: London, tennis first; free on weekday evenings and weekend mornings.
  let samPerson: Person | undefined;
  if (samId) {
    const london = cityByName('London');
    let mask = 0;
    for (let day = 0; day < 5; day++) mask |= slotBit(day, 2);
    mask |= slotBit(5, 0) | slotBit(6, 0);
    profileRows.push({
      userId: samId,
      latitude: london.latitude,
      longitude: london.longitude,
      availability: mask,
    });
    sportRows.push(
      { userId: samId, sportId: sportOf('Tennis'), skillLevel: 'intermediate' },
      { userId: samId, sportId: sportOf('Padel'), skillLevel: 'intermediate' },
      { userId: samId, sportId: sportOf('Football'), skillLevel: 'beginner' },
    );
    samPerson = {
      id: samId,
      city: 'London',
      level: 'intermediate',
      sports: ['Tennis', 'Padel', 'Football'],
    };
  }
  const everyone = samPerson ? [samPerson, ...people] : people;
  const others = (exclude: Set<string>) => everyone.filter((person) => !exclude.has(person.id));

  // ---- Games: 30 upcoming, and 12 played ones in the demo player's last five months.
  const gameRows: (typeof games.$inferInsert)[] = [];
  const participantRows: (typeof gameParticipants.$inferInsert)[] = [];
  const playedTogether: [string, string, string][] = [];
  const capacity: Record<string, number> = { Tennis: 4, Padel: 4, Basketball: 6, Football: 10 };

  for (let index = 0; index < 30; index++) {
    const samJoins = samPerson !== undefined && SAM_JOINS.includes(index);
    // The demo player organises a few games and joins others near home.
    const organizer =
      samPerson && index % 10 === 3
        ? samPerson
        : random.pick(samJoins ? people.filter((p) => p.city === 'London') : people);
    const sport = organizer.sports[index % organizer.sports.length]!;
    const maxPlayers = capacity[sport] ?? 8;
    const start = new Date(now + (index * 0.7 + 0.6) * DAY);
    start.setUTCHours(7 + ((index * 5) % 13), index % 2 === 0 ? 0 : 30, 0, 0);
    // Rounding to a playing hour must not put the game behind us (or too close to join).
    if (start.getTime() < now + 2 * 60 * MINUTE) start.setTime(start.getTime() + DAY);
    const id = randomUUID();
    const venueId = venueAt(organizer.city, sport) ?? null;
    gameRows.push({
      id,
      title: random.pick(GAME_TITLES[sport] ?? [`${sport} meetup`]),
      description:
        'Friendly game, all welcome at the listed level. Bring water and the right shoes.',
      sportId: sportOf(sport),
      venueId,
      location: venueId
        ? null
        : `${random.pick(GAME_PLACES[organizer.city] ?? ['City park'])}, ${organizer.city}`,
      organizerId: organizer.id,
      startTime: start,
      endTime: new Date(start.getTime() + 90 * MINUTE),
      maxPlayers,
      skillLevel: index % 4 === 0 ? null : organizer.level,
      cost: random.pick(['0', '0', '5', '7.50', '10']),
      isPrivate: index === 13,
      createdAt: new Date(now - (3 + (index % 5)) * DAY),
    });
    // Some games fill up with people waiting; the demo player waits on one of them.
    const full = index % 6 === 1;
    const wanted = full ? maxPlayers + 2 : random.int(1, maxPlayers - 1);
    const chosen = [
      organizer,
      ...random.sample(others(new Set([organizer.id, samId ?? ''])), wanted - 1),
    ];
    if (samPerson && samJoins) {
      chosen.splice(Math.min(chosen.length, full ? maxPlayers + 1 : 1), 0, samPerson);
    }
    chosen.slice(0, maxPlayers + 3).forEach((person, place) => {
      participantRows.push({
        gameId: id,
        userId: person.id,
        status: place < maxPlayers ? 'accepted' : 'waitlist',
        joinedAt: new Date(now - 2 * DAY + place * 7 * MINUTE),
      });
    });
  }

  if (samPerson) {
    const results: GameResult[] = [
      'win',
      'win',
      'loss',
      'win',
      'draw',
      'win',
      'loss',
      'win',
      'win',
      'loss',
      'win',
      'draw',
    ];
    results.forEach((result, index) => {
      const sport = samPerson.sports[index % 2]!;
      const start = new Date(now - (index * 12 + 3) * DAY);
      start.setUTCHours(18, 0, 0, 0);
      const id = randomUUID();
      const organizer = random.pick(people.filter((person) => person.city === 'London'));
      gameRows.push({
        id,
        title: random.pick(GAME_TITLES[sport]!),
        sportId: sportOf(sport),
        location: `${random.pick(GAME_PLACES.London!)}, London`,
        organizerId: organizer.id,
        startTime: start,
        endTime: new Date(start.getTime() + 90 * MINUTE),
        maxPlayers: 4,
        skillLevel: 'intermediate',
        status: 'completed',
        createdAt: new Date(start.getTime() - 5 * DAY),
      });
      const opponents = random.sample(others(new Set([samPerson.id, organizer.id])), 2);
      [samPerson, organizer, ...opponents].forEach((person, place) => {
        const own: GameResult =
          place === 0
            ? result
            : place === 1
              ? result
              : result === 'win'
                ? 'loss'
                : result === 'loss'
                  ? 'win'
                  : 'draw';
        participantRows.push({
          gameId: id,
          userId: person.id,
          status: 'accepted',
          result: own,
          joinedAt: new Date(start.getTime() - (4 - place) * DAY),
        });
        if (place > 0) playedTogether.push([person.id, samPerson.id, id]);
      });
    });
  }

  // ---- Teams: 15, one captained by the demo player (private, with requests waiting).
  const teamPlan: [string, string, string, boolean][] = [
    ['Camden Smashers', 'Tennis', 'London', true],
    ['North London Strikers', 'Football', 'London', false],
    ['Thames Valley Volley', 'Volleyball', 'London', false],
    ['Manchester Mavericks', 'Football', 'Manchester', false],
    ['Paris Padel Club', 'Padel', 'Paris', true],
    ['Berlin Ballers', 'Basketball', 'Berlin', false],
    ['Bavarian Blades', 'Ice Hockey', 'Munich', false],
    ['Madrid Matchpoint', 'Padel', 'Madrid', false],
    ['Barcelona Beach Crew', 'Volleyball', 'Barcelona', false],
    ['Roma Calcio Amici', 'Football', 'Rome', false],
    ['Bosphorus United', 'Football', 'Istanbul', false],
    ['Dubai Desert Hawks', 'Padel', 'Dubai', false],
    ['Doha Padel Collective', 'Padel', 'Doha', true],
    ['Amsterdam Riders', 'Cycling', 'Amsterdam', false],
    ['Lisbon Lions FC', 'Football', 'Lisbon', false],
  ];
  const teamRows: (typeof teams.$inferInsert)[] = [];
  const memberRows: (typeof teamMembers.$inferInsert)[] = [];
  const requestRows: (typeof teamJoinRequests.$inferInsert)[] = [];
  teamPlan.forEach(([name, sport, cityName, isPrivate], index) => {
    const id = randomUUID();
    const locals = people.filter((person) => person.city === cityName);
    const captainId =
      index === 0 && samId
        ? samId
        : index === 5 && marcusId
          ? marcusId
          : random.pick(locals.length ? locals : people).id;
    const maxMembers = [10, 12, 8, 15, 10][index % 5]!;
    teamRows.push({
      id,
      name,
      sportId: sportOf(sport),
      description: TEAM_DESCRIPTIONS[index % TEAM_DESCRIPTIONS.length]!,
      skillLevel: SKILL_LEVELS[index % SKILL_LEVELS.length]!,
      location: cityLabel(cityByName(cityName)),
      maxMembers,
      isPrivate,
      captainId,
      createdAt: new Date(now - (90 - index * 4) * DAY),
    });
    const pool = others(new Set([captainId, samId ?? '']));
    const members = random.sample(pool, random.int(3, maxMembers - 3));
    if (samId && index === 1) members.push(samPerson!);
    [{ id: captainId }, ...members].forEach((member, place) => {
      memberRows.push({
        teamId: id,
        userId: member.id,
        role: place === 0 ? 'captain' : 'member',
        joinedAt: new Date(now - (60 - place) * DAY),
      });
    });
    if (isPrivate) {
      const memberIds = new Set([captainId, ...members.map((member) => member.id)]);
      const askers = random.sample(
        people.filter((person) => !memberIds.has(person.id)),
        2,
      );
      if (samId && index === 4) askers.push(samPerson!);
      askers.forEach((asker, place) =>
        requestRows.push({
          teamId: id,
          userId: asker.id,
          message: place === 0 ? 'Played with some of you last month, would love to join!' : null,
          createdAt: new Date(now - (place + 1) * 3 * 60 * MINUTE),
        }),
      );
    }
  });

  // ---- Posts: 50 over the last two weeks, with likes and comments.
  const postRows: (typeof posts.$inferInsert)[] = [];
  const uploadRows: (typeof uploads.$inferInsert)[] = [];
  // A few posts carry pictures: one shown large, or a grid of two to four.
  const photos: Record<number, Surface[]> = {
    1: ['grass'],
    5: ['clay', 'hard'],
    9: ['sand', 'sand', 'grass'],
    14: ['hard', 'indoor', 'grass', 'clay'],
    22: ['indoor'],
  };
  const likeRows: (typeof postLikes.$inferInsert)[] = [];
  const commentRows: (typeof postComments.$inferInsert)[] = [];
  for (let index = 0; index < 50; index++) {
    const author = samPerson && index % 13 === 4 ? samPerson : random.pick(people);
    const createdAt = new Date(
      now - (index === 0 ? 25 * MINUTE : index * 6.5 * 60 * MINUTE + random.int(0, 90) * MINUTE),
    );
    const id = randomUUID();
    const images = (photos[index] ?? []).map((surface) => {
      const data = surfaceImage(surface);
      const uploadId = randomUUID();
      uploadRows.push({
        id: uploadId,
        ownerId: author.id,
        contentType: 'image/png',
        byteSize: data.length,
        width: 480,
        height: 320,
        data,
      });
      return `/api/uploads/${uploadId}`;
    });
    postRows.push({
      id,
      authorId: author.id,
      content: POSTS[index % POSTS.length]!,
      images,
      createdAt,
    });
    const likers = random.sample(others(new Set([author.id])), random.int(0, 16));
    if (samPerson && author !== samPerson && index % 3 === 0 && !likers.includes(samPerson))
      likers.push(samPerson);
    likers.forEach((liker) => likeRows.push({ postId: id, userId: liker.id, createdAt }));
    const comments = random.int(0, 4);
    for (let c = 0; c < comments; c++) {
      commentRows.push({
        postId: id,
        authorId: random.pick(everyone).id,
        content: random.pick(COMMENTS),
        createdAt: new Date(createdAt.getTime() + (c + 1) * random.int(5, 50) * MINUTE),
      });
    }
  }

  // ---- Follows: everyone follows a few; the demo player follows 8 and has more followers.
  const follows = new Map<string, typeof userFollows.$inferInsert>();
  const addFollow = (followerId: string, followingId: string) => {
    if (followerId !== followingId)
      follows.set(`${followerId}:${followingId}`, { followerId, followingId });
  };
  for (const person of people) {
    for (const other of random.sample(others(new Set([person.id])), random.int(3, 6)))
      addFollow(person.id, other.id);
  }
  if (samId) {
    for (const other of random.sample(people, 8)) addFollow(samId, other.id);
    for (const other of random.sample(people, 14)) addFollow(other.id, samId);
  }

  // ---- Reviews of the demo player by people they played with (their rating).
  const reviewRows: (typeof reviews.$inferInsert)[] = playedTogether
    .filter((_, index) => index % 4 === 0)
    .map(([reviewerId, userId, gameId], index) => ({
      reviewerId,
      userId,
      gameId,
      rating: index % 3 === 0 ? 4 : 5,
      comment: REVIEW_COMMENTS[index % REVIEW_COMMENTS.length]!,
    }));

  return {
    userRows,
    profileRows,
    sportRows,
    gameRows,
    participantRows,
    teamRows,
    memberRows,
    requestRows,
    uploadRows,
    postRows,
    likeRows,
    commentRows,
    followRows: [...follows.values()],
    reviewRows,
  };
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
