import { randomUUID } from 'node:crypto';
import { cityLabel } from '@shared/cities';
import { SKILL_LEVELS } from '@shared/constants';
import type { teamJoinRequests, teamMembers, teams } from '@server/db/schema/teams';
import { TEAM_DESCRIPTIONS } from './community-data';
import { cityByName, type Crowd, DAY, MINUTE, type PlanBase } from './community-people';

/** 15 teams, one captained by the demo player (private, with requests waiting). */
export function buildTeams(
  { random, now, sportOf, samId, marcusId }: PlanBase,
  { people, samPerson, others }: Crowd,
) {
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
  return { teamRows, memberRows, requestRows };
}
