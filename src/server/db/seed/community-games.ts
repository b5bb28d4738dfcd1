import { randomUUID } from 'node:crypto';
import type { GameResult } from '@shared/enums';
import type { gameParticipants, games } from '@server/db/schema/games';
import type { reviews } from '@server/db/schema/reviews';
import { GAME_PLACES, GAME_TITLES, REVIEW_COMMENTS } from './community-data';
import { type Crowd, DAY, MINUTE, type PlanBase } from './community-people';

/** Upcoming games (by index) the demo player is in; 7 is full, so there they wait. */
const SAM_JOINS = [2, 7, 9, 16, 22];

export type VenueAt = (city: string, sport: string) => string | undefined;

/** 30 upcoming games, and 12 played ones in the demo player's last five months. */
export function buildGames(
  { random, now, sportOf, samId }: PlanBase,
  { people, samPerson, others }: Crowd,
  venueAt: VenueAt,
) {
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
  return { gameRows, participantRows, playedTogether };
}

/** Reviews of the demo player by people they played with (their rating). */
export function buildReviews(playedTogether: [string, string, string][]) {
  const reviewRows: (typeof reviews.$inferInsert)[] = playedTogether
    .filter((_, index) => index % 4 === 0)
    .map(([reviewerId, userId, gameId], index) => ({
      reviewerId,
      userId,
      gameId,
      rating: index % 3 === 0 ? 4 : 5,
      comment: REVIEW_COMMENTS[index % REVIEW_COMMENTS.length]!,
    }));
  return reviewRows;
}
