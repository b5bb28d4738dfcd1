import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { RSVP_ANSWERS, type RsvpAnswer, type TeamEventView } from '@shared/contracts/team-life';
import { personName } from '@web/components/person-name';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { capitalise } from '@web/lib/format';
import { formatGameStart } from '@web/lib/venue-time';
import { useAnswerEvent, useCancelEvent, useTeamEvents } from '../api/team-life';
import { EditEventDialog } from './schedule-event-dialog';

const ANSWER_LABELS: Record<RsvpAnswer, string> = { yes: 'Yes', no: 'No', maybe: 'Maybe' };

/** "3 coming · 1 maybe · 2 not coming" */
export const countsText = (counts: TeamEventView['counts']) =>
  `${counts.yes} coming · ${counts.maybe} maybe · ${counts.no} not coming`;

function EventItem({
  event,
  canManage,
  past,
}: {
  event: TeamEventView;
  canManage: boolean;
  past: boolean;
}) {
  const answer = useAnswerEvent(event.teamId);
  const cancel = useCancelEvent(event.teamId);
  const place = [event.venue?.name, event.location].filter(Boolean).join(', ');
  const coming = event.answers.filter((a) => a.answer === 'yes');
  const open = !past && !event.cancelled;
  return (
    <li className="grid gap-2 rounded-lg border p-4" aria-label={event.title}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">{event.title}</h3>
        <Badge variant="secondary">{capitalise(event.kind)}</Badge>
        {event.cancelled && <Badge variant="outline">Cancelled</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">{formatGameStart(event.startTime)}</p>
      {place && (
        <p className="flex items-center gap-1 text-sm">
          <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden /> {place}
        </p>
      )}
      {event.note && <p className="text-sm whitespace-pre-line">{event.note}</p>}
      <p className="text-sm font-medium" data-testid="event-counts">
        {countsText(event.counts)}
      </p>
      {coming.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Coming: {coming.map((a) => personName(a.user, 'Player')).join(', ')}
        </p>
      )}
      {open && (
        <div
          className="flex flex-wrap items-center gap-2"
          role="group"
          aria-label="Are you coming?"
        >
          {RSVP_ANSWERS.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={event.myAnswer === option ? 'default' : 'outline'}
              aria-pressed={event.myAnswer === option}
              disabled={answer.isPending}
              onClick={() => answer.mutate({ eventId: event.id, answer: option })}
            >
              {ANSWER_LABELS[option]}
              <span className="sr-only"> to {event.title}</span>
            </Button>
          ))}
          {canManage && <EditEventDialog event={event} />}
          {canManage && (
            <Button
              size="sm"
              variant="ghost"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(event.id)}
            >
              Cancel event<span className="sr-only"> {event.title}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** The team's events for its members: answer yes / no / maybe; earlier ones a tab away. */
export function TeamEventsCard({ teamId, canManage }: { teamId: string; canManage: boolean }) {
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const { data: events, isLoading } = useTeamEvents(teamId, when);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="leading-none font-semibold tracking-tight">Events</h2>
        <div className="flex gap-1" role="group" aria-label="Which events">
          {(['upcoming', 'past'] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={when === option ? 'secondary' : 'ghost'}
              aria-pressed={when === option}
              onClick={() => setWhen(option)}
            >
              {capitalise(option)}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p className="text-sm text-muted-foreground">Loading events…</p>
        ) : !events?.length ? (
          <p className="text-sm text-muted-foreground">
            {when === 'upcoming' ? 'Nothing scheduled yet.' : 'No past events.'}
          </p>
        ) : (
          <ul className="grid gap-3" aria-label={`${capitalise(when)} events`}>
            {events.map((event) => (
              <EventItem
                key={event.id}
                event={event}
                canManage={canManage}
                past={when === 'past'}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
