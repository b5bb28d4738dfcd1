import { randomUUID } from 'node:crypto';
import { slotBit } from '@shared/availability';
import { CITIES, cityLabel } from '@shared/cities';
import type { SkillLevel } from '@shared/constants';
import type { users } from '@server/db/schema/users';
import type { playerProfiles, playerSports, userFollows } from '@server/db/schema/players';
import { BIOS, SEED_PLAYERS } from './community-data';
import type { createRandom } from './random';

/** Seeded players' addresses; their presence means this step already ran. */
export const SEED_PLAYER_DOMAIN = 'players.matchday.dev';
export const DAY = 24 * 60 * 60_000;
export const MINUTE = 60_000;

export type Random = ReturnType<typeof createRandom>;

export type Person = {
  id: string;
  city: string;
  level: SkillLevel;
  sports: string[];
};

/** What every builder of the plan starts from. */
export type PlanBase = {
  random: Random;
  now: number;
  sportOf: (name: string) => number;
  samId: string | undefined;
  marcusId: string | undefined;
};

/** The seeded players, and the demo player (when there is one) among everyone. */
export type Crowd = {
  people: Person[];
  samPerson: Person | undefined;
  everyone: Person[];
  others: (exclude: Set<string>) => Person[];
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

export function cityByName(name: string) {
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

/** The 42 seeded players with their sports, places and availability, and the demo player's. */
export function buildPeople({ random, now, sportOf, samId }: PlanBase, password: string) {
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
  const crowd: Crowd = { people, samPerson, everyone, others };
  return { userRows, profileRows, sportRows, crowd };
}

/** Everyone follows a few; the demo player follows 8 and has more followers. */
export function buildFollows({ random, samId }: PlanBase, { people, others }: Crowd) {
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
  return [...follows.values()];
}
