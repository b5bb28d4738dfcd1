import { CalendarPlus, Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  TEAM_EVENT_KINDS,
  type TeamEventKind,
  type TeamEventView,
} from '@shared/contracts/team-life';
import { FormDialog, FormDialogFooter } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { capitalise } from '@web/lib/format';
import { toast } from '@web/lib/use-toast';
import { VenuePicker } from '@web/features/games/components/venue-picker';
import { useCreateTeamEvent, useUpdateTeamEvent } from '../api/team-life';

/** "2026-05-02T18:30" (the browser's local time, as a datetime-local input gives it) → ISO. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

/** An instant as a datetime-local value, on this device's clock. */
function toLocal(iso: string) {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const lengthOf = (event: TeamEventView) =>
  event.endTime
    ? String((new Date(event.endTime).getTime() - new Date(event.startTime).getTime()) / 60_000)
    : '0';

type FormProps = { teamId: string; event?: TeamEventView; onDone: () => void };

/** A new event, or changes to `event` (its venue is kept unless another one is chosen). */
function ScheduleForm({ teamId, event: editing, onDone }: FormProps) {
  const create = useCreateTeamEvent(teamId);
  const update = useUpdateTeamEvent(teamId, editing?.id ?? '');
  const save = editing ? update : create;
  const [title, setTitle] = useState(editing?.title ?? '');
  const [kind, setKind] = useState<TeamEventKind>(editing?.kind ?? 'training');
  const [start, setStart] = useState(editing ? toLocal(editing.startTime) : '');
  const [minutes, setMinutes] = useState(editing ? lengthOf(editing) : '90');
  const [venueId, setVenueId] = useState('');
  const [location, setLocation] = useState(editing?.location ?? '');
  const [note, setNote] = useState(editing?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const startTime = toIso(start);
    if (!startTime) return setErrors({ startTime: 'Choose when the event starts' });
    const length = Number(minutes);
    const endTime =
      length > 0 ? new Date(new Date(startTime).getTime() + length * 60_000).toISOString() : null;
    const venue = editing ? venueId || undefined : venueId || null;
    save.mutate(
      { title, kind, startTime, endTime, venueId: venue, location, note },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.fields) return setErrors(error.fields);
          toast({
            variant: 'destructive',
            title: editing ? "Couldn't save the event" : "Couldn't schedule the event",
            description: errorMessage(error, 'Please try again.'),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="event-title" label="Title" error={errors.title}>
        {(field) => (
          <Input
            {...field}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="Tuesday training"
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-kind" label="Kind" error={errors.kind}>
          {(field) => (
            <NativeSelect
              {...field}
              value={kind}
              onChange={(e) => setKind(e.target.value as TeamEventKind)}
            >
              {TEAM_EVENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {capitalise(k)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="event-length" label="Length (minutes)" error={errors.endTime}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={0}
              max={1440}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField id="event-start" label="Starts" error={errors.startTime}>
        {(field) => (
          <Input
            {...field}
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="event-venue"
        label="Matchday venue (optional)"
        error={errors.venueId}
        hint={
          editing?.venue
            ? `Now at ${editing.venue.name}; choose another to move it.`
            : 'Or leave it empty and say where below.'
        }
      >
        {(field) => <VenuePicker field={field} onChange={setVenueId} />}
      </FormField>
      <FormField id="event-location" label="Place" error={errors.location}>
        {(field) => (
          <Input
            {...field}
            value={location}
            onChange={(e) => setLocation(e.target.value)}
            placeholder="Riverside Park, pitch 2"
          />
        )}
      </FormField>
      <FormField id="event-note" label="Note" error={errors.note}>
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder="Bring both shirts"
          />
        )}
      </FormField>
      <FormDialogFooter
        onCancel={onDone}
        submitLabel={editing ? 'Save' : 'Schedule'}
        pending={save.isPending}
      />
    </form>
  );
}

/** "Schedule an event": the captain's or manager's main action. */
export function ScheduleEventDialog({ teamId }: { teamId: string }) {
  return (
    <FormDialog
      trigger={
        <Button>
          <CalendarPlus aria-hidden /> Schedule an event
        </Button>
      }
      title="Schedule an event"
      description="A training, match or social. Every member is told and can answer."
    >
      {(close) => <ScheduleForm teamId={teamId} onDone={close} />}
    </FormDialog>
  );
}

/** The captain's or manager's edit button on an event still ahead. */
export function EditEventDialog({ event }: { event: TeamEventView }) {
  return (
    <FormDialog
      trigger={
        <Button size="sm" variant="ghost">
          <Pencil aria-hidden /> Edit<span className="sr-only"> {event.title}</span>
        </Button>
      }
      title="Edit event"
      description="Members see the change on the team page and in their calendar."
    >
      {(close) => <ScheduleForm teamId={event.teamId} event={event} onDone={close} />}
    </FormDialog>
  );
}
