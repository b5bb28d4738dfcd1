import { useId, useState } from 'react';
import type { z } from 'zod';
import { courtInput } from '@shared/contracts/courts';
import type { VenueCourt, VenueDetail } from '@shared/contracts/venues';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { ChoiceGrid } from './choice-grid';

export type CourtValues = z.output<typeof courtInput>;
type Errors = Partial<Record<'name' | 'sportIds' | 'surface' | 'pricePerHour' | 'form', string>>;

/** The first message of each field, from the contract or from the server's 4xx. */
function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form') as keyof Errors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * One court's fields (name, sports of the venue, indoor or outdoor, surface, its own price):
 * adds a court, or edits one. Checked with the shared contract before sending.
 */
export function CourtForm({
  venue,
  court,
  submitLabel,
  onSave,
  onCancel,
}: {
  venue: VenueDetail;
  court?: VenueCourt;
  submitLabel: string;
  onSave: (values: CourtValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(court?.name ?? '');
  const [sportIds, setSportIds] = useState<number[]>(
    court?.sports.map((s) => s.id) ?? venue.sports.map((s) => s.id),
  );
  const [indoor, setIndoor] = useState(court?.indoor ?? false);
  const [surface, setSurface] = useState(court?.surface ?? '');
  const [price, setPrice] = useState(court?.pricePerHour ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  async function submit() {
    const parsed = courtInput.safeParse({
      name,
      sportIds,
      indoor,
      surface,
      pricePerHour: price.trim() === '' ? null : price,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setPending(true);
    try {
      await onSave(parsed.data);
      if (!court) {
        setName('');
        setSurface('');
        setPrice('');
      }
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors({ ...error.fields, form: error.fields ? undefined : error.serverMessage });
      } else {
        setErrors({ form: 'Could not save the court. Please try again.' });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      aria-label={court ? `Edit ${court.name}` : 'Add a court'}
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${id}-name`} label="Court name" error={errors.name}>
          {(field) => (
            <Input
              {...field}
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${id}-surface`} label="Surface (optional)" error={errors.surface}>
          {(field) => (
            <Input
              {...field}
              value={surface}
              maxLength={40}
              placeholder="Clay, artificial grass…"
              onChange={(e) => setSurface(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-price`}
          label="Own price per hour (optional)"
          error={errors.pricePerHour}
          hint={`Blank: the venue's ${venue.pricePerHour}.`}
        >
          {(field) => (
            <Input
              {...field}
              value={price}
              inputMode="decimal"
              placeholder={venue.pricePerHour}
              onChange={(e) => setPrice(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <ChoiceGrid
        legend="Sports on this court"
        options={venue.sports.map((s) => ({ value: s.id, label: s.name }))}
        selected={sportIds}
        onChange={setSportIds}
        error={errors.sportIds}
      />
      <label className="flex w-fit cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={indoor}
          onChange={(e) => setIndoor(e.target.checked)}
          className="size-4 accent-[var(--primary)]"
        />
        Indoor
      </label>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
