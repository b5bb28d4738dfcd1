import ical, { ICalEventStatus } from 'ical-generator';
import { PRODUCT_NAME } from '@shared/constants';
import type { TeamEventView } from '@shared/contracts/team-life';

/** Events without an end are shown as two hours long, a usual training or match slot. */
const DEFAULT_MINUTES = 120;

/** A team's events as an iCalendar feed for one member's calendar app. */
export function teamEventsCalendar(
  teamName: string,
  events: TeamEventView[],
  host: string,
  now: Date,
): string {
  const calendar = ical({ name: teamName, prodId: { company: PRODUCT_NAME, product: 'Teams' } });
  for (const event of events) {
    const start = new Date(event.startTime);
    const where = event.venue?.name ?? event.location;
    const place = event.venue && event.location ? `${event.venue.name}, ${event.location}` : where;
    calendar.createEvent({
      id: `team-event-${event.id}@${host}`,
      stamp: now,
      start,
      end: event.endTime
        ? new Date(event.endTime)
        : new Date(start.getTime() + DEFAULT_MINUTES * 60_000),
      summary: `${event.title} (${teamName})`,
      description: event.note,
      location: place,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
