import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { SKILL_LEVELS } from '@shared/constants';
import { GAME_MAX_PLAYERS, GAME_MIN_PLAYERS } from '@shared/contracts/games';
import { FormDialog, FormDialogFooter } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { FormField } from '@web/components/ui/form-field';
import { capitalise } from '@web/lib/format';
import { useSports } from '@web/features/sports/api/sports';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { useCreateGame } from '../api/games';
import { VenuePicker } from './venue-picker';
import { FORM_FIELD_OF, type GameFormValues, gameForm, toCreateGameBody } from '../game-form';

const today = () => new Date().toLocaleDateString('en-CA');

const EMPTY: GameFormValues = {
  title: '',
  description: '',
  sportId: '',
  venueId: '',
  location: '',
  date: '',
  start: '',
  end: '',
  maxPlayers: '10',
  skillLevel: null,
  cost: '0',
  isPrivate: false,
  organizerPlays: true,
};

function GameForm({ onDone }: { onDone: () => void }) {
  const sports = useSports();
  const create = useCreateGame();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<GameFormValues, unknown, z.output<typeof gameForm>>({
    resolver: zodResolver(gameForm),
    defaultValues: EMPTY,
  });
  // Body-level rules (start and end times) come back under the body's names.
  const byName = errors as Record<string, { message?: string } | undefined>;
  const messageFor = (field: keyof GameFormValues, bodyField?: string) =>
    byName[field]?.message ?? (bodyField ? byName[bodyField]?.message : undefined);

  const onSubmit = handleSubmit((parsed) =>
    create.mutate(toCreateGameBody(parsed), {
      onSuccess: (game) => {
        onDone();
        void navigate(`/games/${game.id}`);
      },
      onError: (error) => {
        let shown = false;
        if (error instanceof ApiError && error.status === 400 && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            const name =
              FORM_FIELD_OF[field] ?? (field in EMPTY ? (field as keyof GameFormValues) : null);
            if (!name) continue;
            setError(name, { type: 'server', message }, { shouldFocus: !shown });
            shown = true;
          }
        }
        if (!shown) {
          toast({
            variant: 'destructive',
            title: "Couldn't create the game",
            description: errorMessage(error, 'Please try again.'),
          });
        }
      },
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <FormField id="game-title" label="Title" error={messageFor('title')}>
        {(field) => (
          <Input {...field} {...register('title')} placeholder="Five-a-side after work" />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="game-sport" label="Sport" error={messageFor('sportId')}>
          {(field) => (
            <NativeSelect {...field} {...register('sportId')}>
              <option value="">Choose a sport</option>
              {sports.data?.map((sport) => (
                <option key={sport.id} value={sport.id}>
                  {sport.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="game-level" label="Skill level" error={messageFor('skillLevel')}>
          {(field) => (
            <NativeSelect
              {...field}
              {...register('skillLevel', { setValueAs: (value: string) => value || null })}
            >
              <option value="">Any level</option>
              {SKILL_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {capitalise(level)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        id="game-venue"
        label="Venue"
        error={messageFor('venueId')}
        hint="A listed venue, or leave it empty and say where below."
      >
        {(field) => (
          <VenuePicker field={field} onChange={(venueId) => setValue('venueId', venueId)} />
        )}
      </FormField>
      <FormField
        id="game-location"
        label="Location"
        error={messageFor('location')}
        hint="Or where else you will play."
      >
        {(field) => (
          <Input {...field} {...register('location')} placeholder="Hyde Park courts, London" />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="game-date" label="Date" error={messageFor('date')}>
          {(field) => <Input {...field} {...register('date')} type="date" min={today()} />}
        </FormField>
        <FormField id="game-start" label="Start" error={messageFor('start', 'startTime')}>
          {(field) => <Input {...field} {...register('start')} type="time" step={300} />}
        </FormField>
        <FormField id="game-end" label="End" error={messageFor('end', 'endTime')}>
          {(field) => <Input {...field} {...register('end')} type="time" step={300} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="game-max" label="Max players" error={messageFor('maxPlayers')}>
          {(field) => (
            <Input
              {...field}
              {...register('maxPlayers')}
              type="number"
              inputMode="numeric"
              min={GAME_MIN_PLAYERS}
              max={GAME_MAX_PLAYERS}
            />
          )}
        </FormField>
        <FormField id="game-cost" label="Cost per player ($)" error={messageFor('cost')}>
          {(field) => <Input {...field} {...register('cost')} inputMode="decimal" />}
        </FormField>
      </div>
      <FormField id="game-description" label="Description" error={messageFor('description')}>
        {(field) => (
          <Textarea
            {...field}
            {...register('description')}
            rows={3}
            placeholder="What to bring, how teams are picked…"
          />
        )}
      </FormField>
      <div className="grid gap-2 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            {...register('organizerPlays')}
          />
          I'm playing too (takes the first place)
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4 accent-primary" {...register('isPrivate')} />
          Private: not listed; you invite players or share an invite link, and accept who asks to
          join
        </label>
      </div>
      <FormDialogFooter onCancel={onDone} submitLabel="Create Game" pending={create.isPending} />
    </form>
  );
}

export function CreateGameDialog() {
  return (
    <FormDialog
      trigger={
        <Button>
          <Plus aria-hidden /> Create Game
        </Button>
      }
      title="Create a game"
      description="Players can join until it is full; then they wait in line."
    >
      {(close) => <GameForm onDone={close} />}
    </FormDialog>
  );
}
