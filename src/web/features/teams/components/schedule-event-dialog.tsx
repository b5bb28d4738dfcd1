import { CalendarPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { TEAM_EVENT_KINDS, type TeamEventKind } from '@shared/contracts/team-life';
import { FormDialog, FormDialogFooter } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { capitalise } from '@web/lib/format';
import { toast } from '@web/lib/use-toast';
import { VenuePicker } from '@web/features/games/components/venue-picker';
import { useCreateTeamEvent } from '../api/team-life';

/** "2026-05-02T18:30" (the browser's local time, as a datetime-local input gives it) → ISO. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

function ScheduleForm({ teamId, onDone }: { teamId: string; onDone: () => void }) {
  const create = useCreateTeamEvent(teamId);
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<TeamEventKind>('training');
  const [start, setStart] = useState('');
  const [minutes, setMinutes] = useState('90');
  const [venueId, setVenueId] = useState('');
  const [location, setLocation] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const startTime = toIso(start);
    if (!startTime) return setErrors({ startTime: 'Choose when the event starts' });
    const length = Number(minutes);
    const endTime =
      length > 0 ? new Date(new Date(startTime).getTime() + length * 60_000).toISOString() : null;
    create.mutate(
      { title, kind, startTime, endTime, venueId: venueId || null, location, note },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.fields) return setErrors(error.fields);
          toast({
            variant: 'destructive',
            title: "Couldn't schedule the event",
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
        hint="Or leave it empty and say where below."
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
      <FormDialogFooter onCancel={onDone} submitLabel="Schedule" pending={create.isPending} />
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
