import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2, Trophy } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  type CreateTournamentBody,
  createTournamentBody,
  ESPORTS_MAX_TEAMS,
} from '@shared/contracts/esports';
import { ESPORTS_FORMATS, ESPORTS_TOURNAMENT_TYPES } from '@shared/esports-enums';
import { FormDialog, FormDialogFooter } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { showServerFieldErrors } from '@web/lib/server-field-errors';
import { toast } from '@web/lib/use-toast';
import { useEsportsGames } from '../api/esports';
import { useCreateTournament } from '../api/tournaments';
import { FORMAT_NAMES, ordinal } from '../format';
import { FormatFields } from './tournament-form-fields';

const FIELDS = [
  'name',
  'gameId',
  'format',
  'maxTeams',
  'startDate',
  'endDate',
  'prizePool',
  'prizeDistribution',
  'streamLinks',
  'swissRounds',
  'groupCount',
  'advancePerGroup',
] as const;

const blankToNull = (value: unknown) => (value === '' ? null : value);
const lines = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : value;

export function TournamentForm({ onDone }: { onDone: () => void }) {
  const games = useEsportsGames();
  const create = useCreateTournament();
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateTournamentBody, unknown, z.output<typeof createTournamentBody>>({
    resolver: zodResolver(createTournamentBody),
    defaultValues: {
      name: '',
      format: 'single_elimination',
      maxTeams: 16,
      tournamentType: 'online',
      thirdPlaceMatch: false,
      grandFinalReset: true,
      groupCount: 2,
      advancePerGroup: 2,
      roundRobinLegs: 1,
      checkInRequired: false,
      prizeDistribution: [
        { place: 1, percent: 50 },
        { place: 2, percent: 30 },
        { place: 3, percent: 20 },
      ],
    },
  });
  const prizes = useFieldArray({ control, name: 'prizeDistribution' });
  const format = useWatch({ control, name: 'format' });
  // A rule over the whole list lands on the field array's root.
  const prizeError = errors.prizeDistribution?.root?.message ?? errors.prizeDistribution?.message;
  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (tournament) => {
        onDone();
        toast({ title: 'Tournament created', description: 'Open registration when ready.' });
        void navigate(`/esports/tournaments/${tournament.id}`);
      },
      onError: (error) => {
        if (showServerFieldErrors(error, setError, FIELDS)) return;
        toast({
          variant: 'destructive',
          title: "Couldn't create the tournament",
          description: errorMessage(error, 'Please try again.'),
        });
      },
    }),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <FormField id="tournament-name" label="Tournament name" error={errors.name?.message}>
        {(field) => <Input {...field} {...register('name')} placeholder="Winter Cup" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="tournament-game" label="Title" error={errors.gameId?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('gameId')}>
              <option value="">Choose a title</option>
              {games.data?.map((game) => (
                <option key={game.id} value={game.id}>
                  {game.title}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="tournament-format" label="Format" error={errors.format?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('format')}>
              {ESPORTS_FORMATS.map((value) => (
                <option key={value} value={value}>
                  {FORMAT_NAMES[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="tournament-max" label="Max teams" error={errors.maxTeams?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('maxTeams', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={2}
              max={ESPORTS_MAX_TEAMS}
            />
          )}
        </FormField>
        <FormField id="tournament-type" label="Played" error={errors.tournamentType?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('tournamentType')}>
              {ESPORTS_TOURNAMENT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {value[0]!.toUpperCase() + value.slice(1)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="tournament-start" label="Start date" error={errors.startDate?.message}>
          {(field) => <Input {...field} {...register('startDate')} type="date" />}
        </FormField>
        <FormField id="tournament-end" label="End date (optional)" error={errors.endDate?.message}>
          {(field) => (
            <Input {...field} {...register('endDate', { setValueAs: blankToNull })} type="date" />
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{FORMAT_NAMES[format]} options</legend>
        <FormatFields format={format} register={register} errors={errors} />
        <div className="flex items-start gap-2">
          <input
            id="tournament-check-in"
            type="checkbox"
            className="mt-1 size-4 accent-primary"
            {...register('checkInRequired')}
          />
          <label htmlFor="tournament-check-in" className="text-sm font-medium">
            Teams must check in before the start
          </label>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="tournament-prize"
          label="Prize pool (USD, optional)"
          error={errors.prizePool?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('prizePool', { setValueAs: blankToNull })}
              inputMode="decimal"
              placeholder="1000"
            />
          )}
        </FormField>
        <FormField id="tournament-region" label="Region (optional)" error={errors.region?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('region', { setValueAs: blankToNull })}
              placeholder="EU"
            />
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Prize distribution</legend>
        {prizes.fields.map((row, index) => (
          <div key={row.id} className="flex items-center gap-2">
            <span className="w-10 text-sm text-muted-foreground">{ordinal(index + 1)}</span>
            <input
              type="hidden"
              {...register(`prizeDistribution.${index}.place`, { valueAsNumber: true })}
            />
            <Input
              aria-label={`Percent for ${ordinal(index + 1)} place`}
              {...register(`prizeDistribution.${index}.percent`, { valueAsNumber: true })}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              className="w-24"
            />
            <span className="text-sm">%</span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${ordinal(index + 1)} place`}
              onClick={() => prizes.remove(index)}
              disabled={index !== prizes.fields.length - 1}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        {prizeError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {prizeError}
          </p>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => prizes.append({ place: prizes.fields.length + 1, percent: 0 })}
        >
          <Plus aria-hidden /> Add a place
        </Button>
      </fieldset>
      <FormField id="tournament-rules" label="Rules (optional)" error={errors.rules?.message}>
        {(field) => (
          <Textarea {...field} {...register('rules', { setValueAs: blankToNull })} rows={3} />
        )}
      </FormField>
      <FormField
        id="tournament-streams"
        label="Stream links (optional)"
        hint="One web address a line."
        error={errors.streamLinks?.message ?? errors.streamLinks?.[0]?.message}
      >
        {(field) => (
          <Textarea {...field} {...register('streamLinks', { setValueAs: lines })} rows={2} />
        )}
      </FormField>
      <FormDialogFooter
        onCancel={onDone}
        submitLabel="Create tournament"
        pending={create.isPending}
      />
    </form>
  );
}

export function CreateTournamentDialog() {
  return (
    <FormDialog
      trigger={
        <Button>
          <Trophy aria-hidden /> Create tournament
        </Button>
      }
      title="Create a tournament"
      description="You organise it: open registration, seed the teams, start it and settle results."
    >
      {(close) => <TournamentForm onDone={close} />}
    </FormDialog>
  );
}
