import { useId, useState, type FormEvent } from 'react';
import type { VenueCourt, VenueSport } from '@shared/contracts/venues';
import { DAY_TIMES, type DayWindow } from '@shared/opening-hours';
import { localToInstant } from '@shared/slots';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { useCreateBlock, useCreateDeskBooking } from '../api/calendar';
import { dayLabel } from '../calendar-layout';
import type { SlotTarget } from './calendar-grid';

export const BLOCK_REASONS = ['Maintenance', 'Event', 'Other'] as const;

/** The ends a range starting at `start` may have within the day's window. */
export const endsAfter = (start: string, window: DayWindow | null) =>
  window ? DAY_TIMES.filter((t) => t > start && t <= window.closesAt) : [];

/** A time the window allows, as an instant on the venue's clock (ISO), or '' in a DST gap. */
const instant = (date: string, time: string, timeZone: string) =>
  localToInstant(date, time, timeZone)?.toISOString() ?? '';

type Props = {
  target: SlotTarget | null;
  court: VenueCourt | undefined;
  sports: VenueSport[];
  window: DayWindow | null;
  venueId: string;
  timeZone: string;
  onClose: () => void;
};

/** From a free half-hour: book it for a walk-in or phone customer, or block the court. */
export function SlotDialog({ target, court, onClose, ...rest }: Props) {
  if (!target || !court) return null;
  const title = `${court.name} · ${dayLabel(target.column.date)} · ${target.time}`;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description="Add a booking at the desk, or close the court.">
        <Tabs defaultValue="booking">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="booking">Desk booking</TabsTrigger>
            <TabsTrigger value="block">Block court</TabsTrigger>
          </TabsList>
          <TabsContent value="booking">
            <DeskBookingForm target={target} court={court} onDone={onClose} {...rest} />
          </TabsContent>
          <TabsContent value="block">
            <BlockForm target={target} court={court} onDone={onClose} {...rest} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

type FormProps = Omit<Props, 'onClose' | 'target' | 'court'> & {
  target: SlotTarget;
  court: VenueCourt;
  onDone: () => void;
};

export const fieldsOf = (error: unknown) => (error instanceof ApiError ? (error.fields ?? {}) : {});

function DeskBookingForm({ target, court, sports, window, venueId, timeZone, onDone }: FormProps) {
  const id = useId();
  const create = useCreateDeskBooking(venueId);
  const ends = endsAfter(target.time, window);
  const [end, setEnd] = useState(ends[1] ?? ends[0] ?? '');
  const [sportId, setSportId] = useState(String(sports[0]?.id ?? ''));
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [paid, setPaid] = useState(false);
  const fields = fieldsOf(create.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await create.mutateAsync({
        courtId: court.id,
        sportId: Number(sportId),
        startTime: instant(target.column.date, target.time, timeZone),
        endTime: instant(target.column.date, end, timeZone),
        customerName: name,
        customerPhone: phone,
        paidAtDesk: paid,
      });
      toast({ title: 'Booking added', description: `${name} · ${target.time}–${end}` });
      onDone();
    } catch {
      // Shown in the form below.
    }
  }

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <FormField id={`${id}-name`} label="Customer name" error={fields.customerName}>
        {(control) => (
          <Input
            {...control}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
            required
          />
        )}
      </FormField>
      <FormField id={`${id}-phone`} label="Phone (optional)" error={fields.customerPhone}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            autoComplete="off"
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id={`${id}-sport`} label="Sport" error={fields.sportId}>
          {(control) => (
            <NativeSelect {...control} value={sportId} onChange={(e) => setSportId(e.target.value)}>
              {sports.map((sport) => (
                <option key={sport.id} value={sport.id}>
                  {sport.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-end`} label="Until" error={fields.endTime ?? fields.startTime}>
          {(control) => (
            <NativeSelect {...control} value={end} onChange={(e) => setEnd(e.target.value)}>
              {ends.map((time) => (
                <option key={time}>{time}</option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-paid`}>
        <input
          id={`${id}-paid`}
          type="checkbox"
          checked={paid}
          onChange={(e) => setPaid(e.target.checked)}
        />
        Paid at the desk
      </label>
      <FormError
        error={create.error}
        shown={['customerName', 'customerPhone', 'sportId', 'startTime', 'endTime']}
      />
      <Button type="submit" pending={create.isPending}>
        Add booking
      </Button>
    </form>
  );
}

function BlockForm({ target, court, window, venueId, timeZone, onDone }: FormProps) {
  const id = useId();
  const create = useCreateBlock(venueId);
  // A block may start earlier or later than the half-hour chosen: any time the day is open.
  const starts = window ? DAY_TIMES.filter((t) => t >= window.opensAt && t < window.closesAt) : [];
  const [start, setStart] = useState(target.time);
  const ends = endsAfter(start, window);
  const [end, setEnd] = useState(ends[1] ?? ends[0] ?? '');
  const [reason, setReason] = useState<(typeof BLOCK_REASONS)[number]>('Maintenance');
  const [details, setDetails] = useState('');
  const [detailsError, setDetailsError] = useState('');
  const fields = fieldsOf(create.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = details.trim();
    if (reason === 'Other' && !text) {
      setDetailsError('Say why the court is closed');
      return;
    }
    setDetailsError('');
    try {
      await create.mutateAsync({
        courtId: court.id,
        startTime: instant(target.column.date, start, timeZone),
        endTime: instant(target.column.date, end, timeZone),
        reason: reason === 'Other' ? text : text ? `${reason}: ${text}` : reason,
      });
      toast({ title: 'Court blocked', description: `${court.name} · ${start}–${end}` });
      onDone();
    } catch {
      // Shown in the form below.
    }
  }

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <div className="grid grid-cols-2 gap-3">
        <FormField id={`${id}-start`} label="From" error={fields.startTime}>
          {(control) => (
            <NativeSelect
              {...control}
              value={start}
              onChange={(e) => {
                const next = e.target.value;
                setStart(next);
                // Keep the end when it still comes after the new start.
                if (end <= next) setEnd(endsAfter(next, window)[0] ?? '');
              }}
            >
              {starts.map((time) => (
                <option key={time}>{time}</option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-end`} label="Until" error={fields.endTime}>
          {(control) => (
            <NativeSelect {...control} value={end} onChange={(e) => setEnd(e.target.value)}>
              {ends.map((time) => (
                <option key={time}>{time}</option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid gap-3">
        <FormField id={`${id}-reason`} label="Reason" error={fields.reason}>
          {(control) => (
            <NativeSelect
              {...control}
              value={reason}
              onChange={(e) => setReason(e.target.value as typeof reason)}
            >
              {BLOCK_REASONS.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        id={`${id}-details`}
        label={reason === 'Other' ? 'Details' : 'Details (optional)'}
        error={detailsError}
      >
        {(control) => (
          <Input
            {...control}
            value={details}
            maxLength={150}
            onChange={(e) => setDetails(e.target.value)}
          />
        )}
      </FormField>
      <FormError error={create.error} shown={['reason', 'startTime', 'endTime']} />
      <Button type="submit" variant="destructive" pending={create.isPending}>
        Block court
      </Button>
    </form>
  );
}

/** The server's sentence when no field shows it (a 409: the slot was taken meanwhile). */
export function FormError({ error, shown }: { error: unknown; shown: string[] }) {
  if (!error || Object.keys(fieldsOf(error)).some((field) => shown.includes(field))) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {errorMessage(error, 'Could not save. Please try again.')}
    </p>
  );
}
