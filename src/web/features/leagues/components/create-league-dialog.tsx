import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  createLeagueBody,
  LEAGUE_DEFAULT_FIXTURE_MINUTES,
  LEAGUE_MAX_FIXTURE_MINUTES,
  LEAGUE_MAX_TEAMS,
  LEAGUE_MIN_FIXTURE_MINUTES,
} from '@shared/contracts/leagues';
import { LEAGUE_FORMATS, LEAGUE_TYPES } from '@shared/enums';
import { FormDialog, FormDialogFooter } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { capitalise } from '@web/lib/format';
import { showServerFieldErrors } from '@web/lib/server-field-errors';
import { toast } from '@web/lib/use-toast';
import { useSports } from '@web/features/sports/api/sports';
import { useCreateLeague } from '../api/leagues';

type Values = z.input<typeof createLeagueBody>;
const FIELDS = [
  'name',
  'sportId',
  'season',
  'leagueType',
  'format',
  'maxTeams',
  'startDate',
  'endDate',
  'standingsRule',
  'pointsForWin',
  'pointsForDraw',
  'pointsForLoss',
  'fixtureMinutes',
  'rules',
] as const;
const label = (value: string) => capitalise(value.replace('_', ' '));

function LeagueForm({ onDone }: { onDone: () => void }) {
  const sports = useSports();
  const create = useCreateLeague();
  const navigate = useNavigate();
  const year = new Date().getFullYear();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof createLeagueBody>>({
    resolver: zodResolver(createLeagueBody),
    defaultValues: {
      name: '',
      season: `${year}/${String(year + 1).slice(2)}`,
      leagueType: 'amateur',
      format: 'round_robin',
      maxTeams: 10,
      standingsRule: 'points_gd_gf',
      pointsForWin: 3,
      pointsForDraw: 1,
      pointsForLoss: 0,
      fixtureMinutes: LEAGUE_DEFAULT_FIXTURE_MINUTES,
      rules: '',
    },
  });
  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (league) => {
        onDone();
        void navigate(`/leagues/${league.id}`);
      },
      onError: (error) => {
        if (showServerFieldErrors(error, setError, FIELDS)) return;
        toast({
          variant: 'destructive',
          title: "Couldn't create the league",
          description: errorMessage(error, 'Please try again.'),
        });
      },
    }),
  );
  const number = (
    name: 'maxTeams' | 'pointsForWin' | 'pointsForDraw' | 'pointsForLoss' | 'fixtureMinutes',
  ) => register(name, { valueAsNumber: true });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <FormField id="league-name" label="League name" error={errors.name?.message}>
        {(field) => (
          <Input {...field} {...register('name')} placeholder="Sunday Five-a-Side League" />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="league-sport" label="Sport" error={errors.sportId?.message}>
          {(field) => (
            <NativeSelect
              {...field}
              {...register('sportId', { setValueAs: (v: string) => (v ? Number(v) : undefined) })}
            >
              <option value="">Choose a sport</option>
              {sports.data?.map((sport) => (
                <option key={sport.id} value={sport.id}>
                  {sport.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="league-season" label="Season" error={errors.season?.message}>
          {(field) => <Input {...field} {...register('season')} />}
        </FormField>
        <FormField id="league-type" label="Type" error={errors.leagueType?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('leagueType')}>
              {LEAGUE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {label(type)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="league-format" label="Format" error={errors.format?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('format')}>
              {LEAGUE_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {label(format)}
                  {format === 'round_robin' ? '' : ' (fixture generation coming later)'}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="league-start" label="Start date" error={errors.startDate?.message}>
          {(field) => <Input {...field} {...register('startDate')} type="date" />}
        </FormField>
        <FormField id="league-end" label="End date" error={errors.endDate?.message}>
          {(field) => <Input {...field} {...register('endDate')} type="date" />}
        </FormField>
        <FormField id="league-max" label="Max teams" error={errors.maxTeams?.message}>
          {(field) => (
            <Input
              {...field}
              {...number('maxTeams')}
              type="number"
              inputMode="numeric"
              min={2}
              max={LEAGUE_MAX_TEAMS}
            />
          )}
        </FormField>
        <FormField
          id="league-rule"
          label="Teams level on points"
          error={errors.standingsRule?.message}
        >
          {(field) => (
            <NativeSelect {...field} {...register('standingsRule')}>
              <option value="points_gd_gf">Goal difference, then goals scored</option>
              <option value="points_h2h">Head to head, then goal difference</option>
            </NativeSelect>
          )}
        </FormField>
        {/* How long a fixture books its venue's pitch for. */}
        <FormField
          id="league-fixture-minutes"
          label="Match length (minutes)"
          error={errors.fixtureMinutes?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...number('fixtureMinutes')}
              type="number"
              inputMode="numeric"
              min={LEAGUE_MIN_FIXTURE_MINUTES}
              max={LEAGUE_MAX_FIXTURE_MINUTES}
              step={15}
            />
          )}
        </FormField>
      </div>
      <fieldset className="grid grid-cols-3 gap-3">
        <legend className="mb-2 text-sm font-medium">Points for a…</legend>
        <FormField id="league-win" label="Win" error={errors.pointsForWin?.message}>
          {(field) => (
            <Input
              {...field}
              {...number('pointsForWin')}
              type="number"
              inputMode="numeric"
              min={0}
              max={10}
            />
          )}
        </FormField>
        <FormField id="league-draw" label="Draw" error={errors.pointsForDraw?.message}>
          {(field) => (
            <Input
              {...field}
              {...number('pointsForDraw')}
              type="number"
              inputMode="numeric"
              min={0}
              max={10}
            />
          )}
        </FormField>
        <FormField id="league-loss" label="Loss" error={errors.pointsForLoss?.message}>
          {(field) => (
            <Input
              {...field}
              {...number('pointsForLoss')}
              type="number"
              inputMode="numeric"
              min={0}
              max={10}
            />
          )}
        </FormField>
      </fieldset>
      <FormField id="league-rules" label="Rules (optional)" error={errors.rules?.message}>
        {(field) => <Textarea {...field} {...register('rules')} rows={3} />}
      </FormField>
      <FormDialogFooter onCancel={onDone} submitLabel="Create league" pending={create.isPending} />
    </form>
  );
}

export function CreateLeagueDialog() {
  return (
    <FormDialog
      trigger={
        <Button>
          <Plus aria-hidden /> Create league
        </Button>
      }
      title="Create a league"
      description="A season for your teams: fixtures, results and the table. Dates may be in the past to bring a season's history."
    >
      {(close) => <LeagueForm onDone={close} />}
    </FormDialog>
  );
}
