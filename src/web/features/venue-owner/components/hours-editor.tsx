import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { openingHours, type OpeningHoursInput } from '@shared/contracts/courts';
import type { VenueDetail } from '@shared/contracts/venues';
import { DAY_TIMES, DEFAULT_WINDOW, fullWeek, weekdayName } from '@shared/opening-hours';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect } from '@web/components/ui/input';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { useSetOpeningHours } from '../api/setup';

type Row = { opensAt: string | null; closesAt: string | null };
type Exception = Row & { date: string; note: string };
/** Messages by path: "weekly.0.closesAt", "exceptions.1.date", "exceptions". */
type Errors = Record<string, string>;

const errorsOf = (issues: readonly { path: PropertyKey[]; message: string }[]): Errors => {
  const errors: Errors = {};
  for (const issue of issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

/** Open/close selects of one day, or "Closed"; labelled "{label} opens" and "{label} closes". */
function DayWindow({
  label,
  row,
  onChange,
  errors,
  errorKey,
}: {
  label: string;
  row: Row;
  onChange: (row: Row) => void;
  errors: Errors;
  errorKey: string;
}) {
  const closed = row.opensAt === null && row.closesAt === null;
  const error = errors[`${errorKey}.opensAt`] ?? errors[`${errorKey}.closesAt`];
  const errorId = `${errorKey}-error`;
  const select = (which: 'opensAt' | 'closesAt', text: string) => (
    <NativeSelect
      aria-label={`${label} ${text}`}
      aria-invalid={errors[`${errorKey}.${which}`] ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      value={row[which] ?? ''}
      disabled={closed}
      className="w-28"
      onChange={(event) => onChange({ ...row, [which]: event.target.value || null })}
    >
      <option value="">--:--</option>
      {DAY_TIMES.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </NativeSelect>
  );
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center gap-2">
        {select('opensAt', 'opens')}
        <span aria-hidden>–</span>
        {select('closesAt', 'closes')}
        <label className="ml-1 flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={closed}
            className="size-4 accent-[var(--primary)]"
            onChange={(event) =>
              onChange(
                event.target.checked ? { opensAt: null, closesAt: null } : { ...DEFAULT_WINDOW },
              )
            }
          />
          <span>
            Closed<span className="sr-only"> on {label}</span>
          </span>
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The venue's week (each day's hours, or closed) and dated exceptions such as a holiday, on the
 * venue's own clock. Saved whole, as the API stores it; checked with the shared contract first.
 */
export function HoursEditor({ venue }: { venue: VenueDetail }) {
  const save = useSetOpeningHours(venue.id);
  const [week, setWeek] = useState<Row[]>(() =>
    fullWeek(venue.openingHours.weekly).map(({ opensAt, closesAt }) => ({ opensAt, closesAt })),
  );
  const [exceptions, setExceptions] = useState<Exception[]>(() =>
    venue.openingHours.exceptions.map((row) => ({ ...row, note: row.note ?? '' })),
  );
  const [errors, setErrors] = useState<Errors>({});

  async function submit() {
    const body: OpeningHoursInput = {
      weekly: week.map((row, i) => ({ weekday: i + 1, ...row })),
      exceptions: exceptions.map((row) => ({ ...row, note: row.note || null })),
    };
    const parsed = openingHours.safeParse(body);
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    try {
      await save.mutateAsync(body);
      toast({ title: 'Opening hours saved', description: 'Players see the new times at once.' });
    } catch (error) {
      setErrors(
        error instanceof ApiError && error.fields
          ? error.fields
          : { form: errorMessage(error, 'Could not save the hours. Please try again.') },
      );
    }
  }

  const updateException = (index: number, change: Partial<Exception>) =>
    setExceptions((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <form
      aria-label="Opening hours"
      noValidate
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-muted-foreground">
        Times are the venue&apos;s local time ({venue.timeZone.replace(/_/g, ' ')}). Bookings
        already made outside new hours stay.
      </p>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Every week</legend>
        {week.map((row, i) => {
          const day = weekdayName(i + 1);
          return (
            <div key={day} className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:items-center">
              <span className="text-sm font-medium">{day}</span>
              <DayWindow
                label={day}
                row={row}
                errors={errors}
                errorKey={`weekly.${i}`}
                onChange={(next) => setWeek((rows) => rows.map((r, j) => (j === i ? next : r)))}
              />
            </div>
          );
        })}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Dates that differ (holidays, events)</legend>
        {exceptions.length === 0 && (
          <p className="text-sm text-muted-foreground">No dates yet: every week is as above.</p>
        )}
        <ul className="grid gap-3">
          {exceptions.map((row, i) => {
            const label = `Exception ${i + 1}`;
            const dateError = errors[`exceptions.${i}.date`];
            return (
              <li key={i} className="grid gap-2 rounded-lg border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Input
                    type="date"
                    aria-label={`${label} date`}
                    aria-invalid={dateError ? true : undefined}
                    value={row.date}
                    className="w-44"
                    onChange={(event) => updateException(i, { date: event.target.value })}
                  />
                  <Input
                    aria-label={`${label} note`}
                    placeholder="Note, e.g. Christmas"
                    value={row.note}
                    maxLength={100}
                    className="min-w-0 flex-1"
                    onChange={(event) => updateException(i, { note: event.target.value })}
                  />
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${label.toLowerCase()}`}
                    onClick={() => setExceptions((rows) => rows.filter((_, j) => j !== i))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
                {dateError && <p className="text-sm font-medium text-destructive">{dateError}</p>}
                <DayWindow
                  label={label}
                  row={row}
                  errors={errors}
                  errorKey={`exceptions.${i}`}
                  onChange={(next) => updateException(i, next)}
                />
              </li>
            );
          })}
        </ul>
        {errors.exceptions && (
          <p className="text-sm font-medium text-destructive">{errors.exceptions}</p>
        )}
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() =>
            setExceptions((rows) => [
              ...rows,
              { date: '', opensAt: null, closesAt: null, note: '' },
            ])
          }
        >
          <Plus aria-hidden /> Add a date
        </Button>
      </fieldset>

      {errors.form && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" pending={save.isPending}>
          Save opening hours
        </Button>
      </div>
    </form>
  );
}
