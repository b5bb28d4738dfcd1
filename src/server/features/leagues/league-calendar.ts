import ical, { ICalEventStatus } from 'ical-generator';
import { PRODUCT_NAME } from '@shared/constants';
import type { FixtureView } from '@shared/contracts/leagues';

/**
 * The fixtures as an iCalendar feed (one fixture, or a league's season): each with a kick-off
 * becomes an event; a played one carries its score, a cancelled one says so.
 */
export function fixturesCalendar(
  league: { id: string; name: string; fixtureMinutes: number },
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
      // As long as the league books its pitches for.
      end: new Date(start.getTime() + league.fixtureMinutes * 60_000),
      summary: `${fixture.homeTeamName} v ${fixture.awayTeamName}${score}`,
      description: `${league.name}, round ${fixture.round}.`,
      location: fixture.venueName,
      status:
        fixture.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
