import { Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { priceRuleInput, type PriceRule, type PriceRuleValues } from '@shared/contracts/courts';
import type { VenueDetail } from '@shared/contracts/venues';
import { formatMoney, toCents } from '@shared/money';
import { DAY_TIMES, WEEKDAYS, weekdayName } from '@shared/opening-hours';
import type { PriceRuleLike } from '@shared/pricing';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import {
  useAddPriceRule,
  usePriceRules,
  useRemovePriceRule,
  useUpdatePriceRule,
} from '../api/setup';
import { ChoiceGrid } from './choice-grid';
import { PricePreview } from './price-preview';

type Errors = Record<string, string>;

/** A rule as the shared pricing function reads it. */
const toRuleLike = (rule: Omit<PriceRuleValues, 'name'>): PriceRuleLike => ({
  courtId: rule.courtId,
  weekdays: rule.weekdays,
  startsAt: rule.startsAt,
  endsAt: rule.endsAt,
  multiplierPercent: rule.multiplier === null ? null : Math.round(rule.multiplier * 100),
  fixedCents: rule.pricePerHour === null ? null : toCents(rule.pricePerHour),
});

/** "Mon–Fri", "Sat, Sun", "Every day". */
function describeDays(days: number[]) {
  if (days.length === 7) return 'Every day';
  const short = (day: number) => weekdayName(day).slice(0, 3);
  const run = days.every((day, i) => i === 0 || day === days[i - 1]! + 1);
  return run && days.length > 2
    ? `${short(days[0]!)}–${short(days.at(-1)!)}`
    : days.map(short).join(', ');
}

function RuleRow({
  venue,
  rule,
  editing,
  onEdit,
}: {
  venue: VenueDetail;
  rule: PriceRule;
  editing: boolean;
  onEdit: () => void;
}) {
  const remove = useRemovePriceRule(venue.id);
  const court = venue.courts.find((c) => c.id === rule.courtId);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
      <div className="min-w-0">
        <p className="font-medium">{rule.name}</p>
        <p className="text-sm text-muted-foreground">
          {describeDays(rule.weekdays)} {rule.startsAt}–{rule.endsAt} ·{' '}
          {rule.multiplier !== null
            ? `${rule.multiplier}× the base price`
            : `${formatMoney(rule.pricePerHour)}/h`}{' '}
          · {court ? court.name : 'All courts'}
        </p>
      </div>
      <div className="flex gap-1">
        <Button
          size="sm"
          variant={editing ? 'secondary' : 'ghost'}
          aria-label={`Edit rule ${rule.name}`}
          aria-pressed={editing}
          onClick={onEdit}
        >
          <Pencil aria-hidden /> Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Remove rule ${rule.name}`}
          pending={remove.isPending}
          onClick={() =>
            remove.mutateAsync(rule.id).catch((error: unknown) =>
              toast({
                title: 'Could not remove the rule',
                description: errorMessage(error, 'Please try again.'),
                variant: 'destructive',
              }),
            )
          }
        >
          <Trash2 aria-hidden /> Remove
        </Button>
      </div>
    </li>
  );
}

/**
 * Peak and off-peak prices (ADR 018): rules by weekdays and local times, at a multiplier of the
 * base price or a fixed hourly price, for every court or one. The first matching rule applies,
 * a court's own rule before a venue-wide one. A live preview prices a sample evening.
 */
export function PriceRulesEditor({ venue }: { venue: VenueDetail }) {
  const id = useId();
  const rules = usePriceRules(venue.id);
  const add = useAddPriceRule(venue.id);
  const update = useUpdatePriceRule(venue.id);
  // The rule the form changes; null: the form adds a new one.
  const [editing, setEditing] = useState<PriceRule | null>(null);
  const [name, setName] = useState('');
  const [weekdays, setWeekdays] = useState<number[]>([1, 2, 3, 4, 5]);
  const [startsAt, setStartsAt] = useState('18:00');
  const [endsAt, setEndsAt] = useState('21:00');
  const [courtId, setCourtId] = useState('');
  const [kind, setKind] = useState<'multiplier' | 'fixed'>('multiplier');
  const [amount, setAmount] = useState('1.5');
  const [errors, setErrors] = useState<Errors>({});
  const nameInput = useRef<HTMLInputElement>(null);

  /** The form with a rule's values (to change it), or a new rule's defaults. */
  function fill(rule: PriceRule | null) {
    setEditing(rule);
    setName(rule?.name ?? '');
    setWeekdays(rule?.weekdays ?? [1, 2, 3, 4, 5]);
    setStartsAt(rule?.startsAt ?? '18:00');
    setEndsAt(rule?.endsAt ?? '21:00');
    setCourtId(rule?.courtId ?? '');
    setKind(rule?.pricePerHour != null ? 'fixed' : 'multiplier');
    setAmount(rule ? (rule.pricePerHour ?? String(rule.multiplier)) : '1.5');
    setErrors({});
  }

  const body = {
    name,
    courtId: courtId || null,
    weekdays,
    startsAt,
    endsAt,
    multiplier: kind === 'multiplier' ? (amount.trim() === '' ? null : Number(amount)) : null,
    pricePerHour: kind === 'fixed' ? amount : null,
  };
  const parsed = priceRuleInput.safeParse(body);
  // The rule being written joins the preview as soon as it is valid (a name aside).
  const draft = priceRuleInput.safeParse({ ...body, name: name || 'Draft' });
  const previewRules = [
    ...(rules.data ?? []).filter((rule) => rule.id !== editing?.id).map(toRuleLike),
    ...(draft.success ? [toRuleLike(draft.data)] : []),
  ];

  async function submit() {
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    try {
      if (editing) {
        const rule = await update.mutateAsync({ ruleId: editing.id, body });
        fill(null);
        toast({ title: 'Price rule saved', description: `${rule.name} applies to new bookings.` });
      } else {
        const rule = await add.mutateAsync(body);
        setName('');
        toast({ title: 'Price rule added', description: `${rule.name} applies to new bookings.` });
      }
    } catch (error) {
      const action = editing ? 'save' : 'add';
      setErrors(
        error instanceof ApiError && error.fields
          ? error.fields
          : { form: errorMessage(error, `Could not ${action} the rule. Please try again.`) },
      );
    }
  }

  const amountError = errors.multiplier ?? errors.pricePerHour;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Base price: {formatMoney(venue.pricePerHour)}/h (a court&apos;s own price replaces it).
        Times are {venue.timeZone.replace(/_/g, ' ')} local time; bookings already made keep their
        price.
      </p>
      {rules.isLoading ? (
        <Skeleton className="h-16" />
      ) : rules.data?.length ? (
        <ul className="grid gap-2" aria-label="Price rules">
          {rules.data.map((rule) => (
            <RuleRow
              key={rule.id}
              venue={venue}
              rule={rule}
              editing={editing?.id === rule.id}
              onEdit={() => {
                fill(rule);
                nameInput.current?.focus();
              }}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          No rules yet: every hour costs the base price.
        </p>
      )}

      <form
        aria-label={editing ? `Edit rule ${editing.name}` : 'Add a price rule'}
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h3 className="font-semibold">
          {editing ? `Edit rule ${editing.name}` : 'Add a price rule'}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-name`} label="Rule name" error={errors.name}>
            {(field) => (
              <Input
                {...field}
                ref={nameInput}
                value={name}
                maxLength={60}
                placeholder="Evening peak"
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${id}-court`} label="Applies to" error={errors.courtId}>
            {(field) => (
              <NativeSelect {...field} value={courtId} onChange={(e) => setCourtId(e.target.value)}>
                <option value="">All courts</option>
                {venue.courts.map((court) => (
                  <option key={court.id} value={court.id}>
                    {court.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <ChoiceGrid
          legend="Days"
          options={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day) }))}
          selected={weekdays}
          onChange={setWeekdays}
          error={errors.weekdays}
        />
        <div className="grid grid-cols-2 gap-4 sm:w-80">
          {(
            [
              ['startsAt', 'Starts', startsAt, setStartsAt],
              ['endsAt', 'Ends', endsAt, setEndsAt],
            ] as const
          ).map(([key, label, value, set]) => (
            <FormField key={key} id={`${id}-${key}`} label={label} error={errors[key]}>
              {(field) => (
                <NativeSelect {...field} value={value} onChange={(e) => set(e.target.value)}>
                  {DAY_TIMES.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ))}
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Price in this time</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {(
              [
                ['multiplier', 'A multiple of the base price', '1.5'],
                ['fixed', 'A fixed price per hour', venue.pricePerHour],
              ] as const
            ).map(([value, label, example]) => (
              <label key={value} className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  checked={kind === value}
                  className="size-4 accent-[var(--primary)]"
                  onChange={() => {
                    setKind(value);
                    setAmount(example);
                  }}
                />
                {label}
              </label>
            ))}
          </div>
          <FormField
            id={`${id}-amount`}
            label={kind === 'multiplier' ? 'Multiplier' : 'Fixed price per hour'}
            error={amountError}
            hint={kind === 'multiplier' ? '1.5 means 50% more than the base price.' : undefined}
          >
            {(field) => (
              <Input
                {...field}
                value={amount}
                inputMode="decimal"
                className="w-32"
                onChange={(e) => setAmount(e.target.value)}
              />
            )}
          </FormField>
        </fieldset>
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.form}
          </p>
        )}
        <div className="flex justify-end gap-2">
          {editing && (
            <Button type="button" variant="outline" onClick={() => fill(null)}>
              Cancel
            </Button>
          )}
          <Button type="submit" pending={add.isPending || update.isPending}>
            {editing ? 'Save rule' : 'Add price rule'}
          </Button>
        </div>
      </form>

      <PricePreview venue={venue} rules={previewRules} withDraft={draft.success} />
    </div>
  );
}
