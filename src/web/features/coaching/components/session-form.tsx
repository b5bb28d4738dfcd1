import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CoachingView } from '@shared/contracts/coaching';
import { bookingTotalCents, formatCents, fromCents, toCents } from '@shared/money';
import { endTimesFrom, localToday, spanMinutes, startTimesOf } from '@shared/slots';
import { FormDialogFooter } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { useAvailability, useVenue, useVenueMatches } from '@web/features/venues/api/venues';
import { errorMessage } from '@web/lib/api-client';
import { checkoutPath, saveCheckout } from '@web/lib/checkout-storage';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { toast } from '@web/lib/use-toast';
import { useBookSession } from '../api/coaching';

/**
 * Book a session: a venue slot through the normal booking (same free slots, same hold), linked to
 * the coaching of one athlete or team; then on to /checkout to pay, as for any booking.
 */
export function SessionForm({ coached, onDone }: { coached: CoachingView[]; onDone: () => void }) {
  const navigate = useNavigate();
  const book = useBookSession();
  const [coachingId, setCoachingId] = useState(coached.length === 1 ? coached[0]!.id : '');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const matches = useVenueMatches(q, true);
  const [venueId, setVenueId] = useState('');
  const venue = useVenue(venueId);
  const v = venueId ? venue.data : undefined;
  const [date, setDate] = useState('');
  const day = date || (v ? localToday(v.timeZone, new Date()) : undefined);
  const availability = useAvailability(venueId, v ? day : undefined);
  const slots = availability.data?.slots ?? [];
  const [sportId, setSportId] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [goals, setGoals] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);

  const minutes = start && end ? spanMinutes(start, end) : 0;
  const totalCents = v ? bookingTotalCents(toCents(v.pricePerHour), minutes) : 0;
  const sport = sportId || (v?.sports.length === 1 ? String(v.sports[0]!.id) : '');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const first = slots.find((s) => s.start === start);
    const last = slots.find((s) => s.end === end);
    if (!coachingId || !v || !sport || !first || !last) {
      setError('Choose the athlete, the venue, the sport and the times');
      return;
    }
    book.mutate(
      {
        coachingId,
        venueId: v.id,
        sportId: Number(sport),
        startTime: first.startTime,
        endTime: last.endTime,
        totalAmount: fromCents(totalCents),
        goals,
        notes,
      },
      {
        onSuccess: (session) => {
          toast({ title: 'Session booked', description: 'Pay for the court to confirm it.' });
          saveCheckout({
            amount: session.totalAmount,
            venueName: session.venueName,
            bookingId: session.bookingId,
          });
          onDone();
          void navigate(checkoutPath(session.bookingId, session.totalAmount));
        },
        onError: (e) => setError(errorMessage(e, 'The session could not be booked.')),
      },
    );
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormField id="session-athlete" label="Athlete or team">
        {(field) => (
          <NativeSelect
            {...field}
            value={coachingId}
            onChange={(e) => setCoachingId(e.target.value)}
          >
            <option value="">Choose</option>
            {coached.map((record) => (
              <option key={record.id} value={record.id}>
                {record.entityName}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="session-venue-search" label="Find a venue">
          {(field) => (
            <Input
              {...field}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Name or city"
            />
          )}
        </FormField>
        <FormField id="session-venue" label="Venue">
          {(field) => (
            <NativeSelect
              {...field}
              value={venueId}
              onChange={(e) => {
                setVenueId(e.target.value);
                setSportId('');
                setStart('');
                setEnd('');
              }}
            >
              <option value="">Choose a venue</option>
              {matches.data?.items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name} ({item.city})
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      {v && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="session-sport" label="Sport">
            {(field) => (
              <NativeSelect {...field} value={sport} onChange={(e) => setSportId(e.target.value)}>
                <option value="">Select a sport</option>
                {v.sports.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="session-date" label="Date">
            {(field) => (
              <Input
                {...field}
                type="date"
                min={localToday(v.timeZone, new Date())}
                value={day ?? ''}
                onChange={(e) => {
                  setDate(e.target.value);
                  setStart('');
                  setEnd('');
                }}
              />
            )}
          </FormField>
          <FormField id="session-start" label="Start time">
            {(field) => (
              <NativeSelect
                {...field}
                value={start}
                disabled={!availability.data}
                onChange={(e) => {
                  // Suggest an hour (two half-hour slots) where it fits, else the first half-hour.
                  const ends = endTimesFrom(slots, e.target.value);
                  setStart(e.target.value);
                  setEnd(ends[1] ?? ends[0] ?? '');
                }}
              >
                <option value="">Start</option>
                {startTimesOf(slots).map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="session-end" label="End time">
            {(field) => (
              <NativeSelect
                {...field}
                value={end}
                disabled={!start}
                onChange={(e) => setEnd(e.target.value)}
              >
                <option value="">End</option>
                {(start ? endTimesFrom(slots, start) : []).map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
      )}
      <FormField id="session-goals" label="Goals (the athlete sees these)">
        {(field) => (
          <Textarea {...field} rows={2} value={goals} onChange={(e) => setGoals(e.target.value)} />
        )}
      </FormField>
      <FormField id="session-notes" label="My notes (private)">
        {(field) => (
          <Textarea {...field} rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
        )}
      </FormField>
      <p className="flex items-baseline justify-between rounded-lg bg-muted/60 p-3 text-sm">
        <span className="text-muted-foreground">Court total</span>
        <span className="text-lg font-bold" data-testid="session-total">
          {formatCents(totalCents)}
        </span>
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <FormDialogFooter onCancel={onDone} submitLabel="Book and pay" pending={book.isPending} />
    </form>
  );
}
