import { useState } from 'react';
import { Link } from 'react-router';
import type { CoachingSession } from '@shared/contracts/coaching';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { checkoutPath } from '@web/lib/checkout-storage';
import { toast } from '@web/lib/use-toast';
import { useUpdateSession } from '../api/coaching';
import { when } from './format';

const STATUS: Record<string, string> = {
  pending: 'Awaiting payment',
  confirmed: 'Confirmed',
  completed: 'Done',
  cancelled: 'Cancelled',
};

/** The coach writes notes (theirs only) and goals (the player reads them). */
function NotesEditor({ session, onDone }: { session: CoachingSession; onDone: () => void }) {
  const update = useUpdateSession();
  const [notes, setNotes] = useState(session.notes ?? '');
  const [goals, setGoals] = useState(session.goals ?? '');
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { id: session.id, notes, goals },
          {
            onSuccess: () => {
              toast({ title: 'Session notes saved' });
              onDone();
            },
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: 'Could not save',
                description: errorMessage(error, 'Please try again.'),
              }),
          },
        );
      }}
    >
      <FormField id={`goals-${session.id}`} label="Goals (the player sees these)">
        {(field) => (
          <Textarea {...field} rows={2} value={goals} onChange={(e) => setGoals(e.target.value)} />
        )}
      </FormField>
      <FormField id={`notes-${session.id}`} label="My notes (private)">
        {(field) => (
          <Textarea {...field} rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
        )}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" pending={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}

function SessionItem({ session }: { session: CoachingSession }) {
  const [editing, setEditing] = useState(false);
  const withWhom = session.side === 'coach' ? session.entityName : `Coach ${session.coachName}`;
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <span className="min-w-0">
          <span className="block font-medium">
            {withWhom} · {session.sportName}
          </span>
          <span className="text-xs text-muted-foreground">
            {when(session.startTime)} · {session.venueName}
          </span>
        </span>
        <Badge variant={session.bookingStatus === 'confirmed' ? 'default' : 'secondary'}>
          {STATUS[session.bookingStatus] ?? session.bookingStatus}
        </Badge>
      </div>
      {session.goals && (
        <p>
          <span className="font-medium">Goals:</span> {session.goals}
        </p>
      )}
      {session.notes && (
        <p className="text-muted-foreground">
          <span className="font-medium">Notes:</span> {session.notes}
        </p>
      )}
      {session.side === 'coach' &&
        (editing ? (
          <NotesEditor session={session} onDone={() => setEditing(false)} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Notes and goals<span className="sr-only"> for {withWhom}</span>
            </Button>
            {session.bookingStatus === 'pending' && session.paymentStatus !== 'paid' && (
              <Button size="sm" asChild>
                <Link to={checkoutPath(session.bookingId, session.totalAmount)}>
                  Complete payment
                </Link>
              </Button>
            )}
          </div>
        ))}
    </li>
  );
}

/** Sessions, soonest first; the same list serves the coach and the coached player. */
export function SessionList({
  sessions,
  empty,
  label,
}: {
  sessions: CoachingSession[];
  empty: string;
  label: string;
}) {
  if (sessions.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-2" aria-label={label}>
      {sessions.map((session) => (
        <SessionItem key={session.id} session={session} />
      ))}
    </ul>
  );
}
