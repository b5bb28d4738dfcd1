import ical, { ICalEventStatus } from 'ical-generator';
import { PRODUCT_NAME } from '@shared/constants';
import type { FixtureView } from '@shared/contracts/leagues';

/** A match slot in a calendar: long enough for a game with its break, warm-up aside. */
const MATCH_MINUTES = 120;

/**
 * The fixtures as an iCalendar feed (one fixture, or a league's season): each with a kick-off
 * becomes an event; a played one carries its score, a cancelled one says so.
 */
export function fixturesCalendar(
  league: { id: string; name: string },
  fixtures: FixtureView[],
  host: string,
  now: Date,
): string {
  const calendar = ical({
    name: league.name,
    prodId: { company: PRODUCT_NAME, product: 'Leagues' },
  });
  for (const fixture of fixtures) {
    if (!fixture.startTime) continue;
    const start = new Date(fixture.startTime);
    const score = fixture.status === 'played' ? ` (${fixture.homeScore}–${fixture.awayScore})` : '';
    calendar.createEvent({
      id: `fixture-${fixture.id}@${host}`,
      stamp: now,
      start,
      end: new Date(start.getTime() + MATCH_MINUTES * 60_000),
      summary: `${fixture.homeTeamName} v ${fixture.awayTeamName}${score}`,
      description: `${league.name}, round ${fixture.round}.`,
      status:
        fixture.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
