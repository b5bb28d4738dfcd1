import type { RsvpAnswer, TeamEventView } from '@shared/contracts/team-life';
import { PersonLink } from '@web/components/person-link';
import { Badge } from '@web/components/ui/badge';
import { formatGameStart } from '@web/lib/venue-time';
import { countsText } from './team-events-card';

const ANSWER_BADGE: Record<
  RsvpAnswer | 'none',
  { text: string; variant: 'default' | 'secondary' | 'outline' }
> = {
  yes: { text: 'Yes', variant: 'default' },
  maybe: { text: 'Maybe', variant: 'secondary' },
  no: { text: 'No', variant: 'outline' },
  none: { text: 'No answer', variant: 'outline' },
};

/** The next match (else the next event) and each member's answer to it. */
export function nextGameOf(events: TeamEventView[] | undefined) {
  const open = (events ?? []).filter((e) => !e.cancelled);
  return open.find((e) => e.kind === 'match') ?? open[0] ?? null;
}

export function NextGameRoster({ event }: { event: TeamEventView | null }) {
  if (!event) {
    return (
      <p className="text-sm text-muted-foreground">
        Nothing scheduled. Schedule a match and members answer whether they can play.
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        <span className="font-medium">{event.title}</span>{' '}
        <span className="text-muted-foreground">· {formatGameStart(event.startTime)}</span>
      </p>
      <p className="text-sm font-medium">{countsText(event.counts)}</p>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label={`Availability for ${event.title}`}>
        {event.answers.map(({ user, answer }) => {
          const badge = ANSWER_BADGE[answer ?? 'none'];
          return (
            <li key={user.id} className="flex items-center justify-between gap-2">
              <PersonLink person={user} />
              <Badge variant={badge.variant}>{badge.text}</Badge>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
