import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CreateTournamentBody } from '@shared/contracts/esports';
import { ESPORTS_MAX_SWISS_ROUNDS } from '@shared/contracts/esports';
import type { EsportsFormat } from '@shared/esports-enums';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';

type Props = {
  format: EsportsFormat;
  register: UseFormRegister<CreateTournamentBody>;
  errors: FieldErrors<CreateTournamentBody>;
};

function Check({
  id,
  label,
  hint,
  ...field
}: { id: string; label: string; hint: string } & ReturnType<
  UseFormRegister<CreateTournamentBody>
>) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 accent-primary"
        aria-describedby={`${id}-hint`}
        {...field}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

const whole = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

/** The options only one format has: third place, the reset, Swiss rounds, groups, legs. */
export function FormatFields({ format, register, errors }: Props) {
  switch (format) {
    case 'single_elimination':
      return (
        <Check
          id="tournament-third"
          label="Match for third place"
          hint="The semi-final losers play for the podium."
          {...register('thirdPlaceMatch')}
        />
      );
    case 'double_elimination':
      return (
        <Check
          id="tournament-reset"
          label="Grand final reset"
          hint="If the losers' bracket champion wins the grand final, a second final decides."
          {...register('grandFinalReset')}
        />
      );
    case 'swiss':
      return (
        <FormField
          id="tournament-swiss-rounds"
          label="Swiss rounds (optional)"
          hint="Empty: ⌈log₂ teams⌉ rounds."
          error={errors.swissRounds?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('swissRounds', { setValueAs: (v) => whole(v) ?? null })}
              type="number"
              inputMode="numeric"
              min={1}
              max={ESPORTS_MAX_SWISS_ROUNDS}
            />
          )}
        </FormField>
      );
    case 'round_robin':
      return (
        <FormField id="tournament-legs" label="Legs" error={errors.roundRobinLegs?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('roundRobinLegs', { setValueAs: whole })}>
              <option value="1">One: each pair meets once</option>
              <option value="2">Two: each pair meets twice</option>
            </NativeSelect>
          )}
        </FormField>
      );
    case 'groups':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="tournament-groups" label="Groups" error={errors.groupCount?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('groupCount', { setValueAs: whole })}
                type="number"
                inputMode="numeric"
                min={1}
                max={64}
              />
            )}
          </FormField>
          <FormField
            id="tournament-advance"
            label="Advance per group"
            error={errors.advancePerGroup?.message}
          >
            {(field) => (
              <Input
                {...field}
                {...register('advancePerGroup', { setValueAs: whole })}
                type="number"
                inputMode="numeric"
                min={1}
                max={16}
              />
            )}
          </FormField>
        </div>
      );
  }
}
