import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { SKILL_LEVELS, TEAM_MAX_MEMBERS_DEFAULT } from '@shared/constants';
import { TEAM_MAX_MEMBERS, TEAM_MIN_MEMBERS, createTeamBody } from '@shared/contracts/teams';
import { FormDialog, FormDialogFooter } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { FormField } from '@web/components/ui/form-field';
import { showServerFieldErrors } from '@web/lib/server-field-errors';
import { capitalise } from '@web/lib/format';
import { useSports } from '@web/features/sports/api/sports';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { useCreateTeam } from '../api/teams';

type TeamFormValues = z.input<typeof createTeamBody>;
const FIELDS = [
  'name',
  'sportId',
  'description',
  'skillLevel',
  'location',
  'maxMembers',
  'isPrivate',
] as const;

function TeamForm({ onDone }: { onDone: () => void }) {
  const sports = useSports();
  const create = useCreateTeam();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TeamFormValues, unknown, z.output<typeof createTeamBody>>({
    resolver: zodResolver(createTeamBody),
    defaultValues: {
      name: '',
      description: '',
      location: '',
      maxMembers: TEAM_MAX_MEMBERS_DEFAULT,
      isPrivate: false,
    },
  });

  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (team) => {
        onDone();
        void navigate(`/teams/${team.id}`);
      },
      onError: (error) => {
        if (showServerFieldErrors(error, setError, FIELDS)) return;
        toast({
          variant: 'destructive',
          title: "Couldn't create the team",
          description: errorMessage(error, 'Please try again.'),
        });
      },
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <FormField id="team-name" label="Team name" error={errors.name?.message}>
        {(field) => <Input {...field} {...register('name')} placeholder="Camden Smashers" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="team-sport" label="Sport" error={errors.sportId?.message}>
          {(field) => (
            <NativeSelect
              {...field}
              {...register('sportId', {
                setValueAs: (value: string) => (value ? Number(value) : undefined),
              })}
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
        <FormField id="team-level" label="Skill level" error={errors.skillLevel?.message}>
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="team-max" label="Max members" error={errors.maxMembers?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('maxMembers', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={TEAM_MIN_MEMBERS}
              max={TEAM_MAX_MEMBERS}
            />
          )}
        </FormField>
        <FormField id="team-location" label="Location" error={errors.location?.message}>
          {(field) => (
            <Input {...field} {...register('location')} placeholder="London, United Kingdom" />
          )}
        </FormField>
      </div>
      <FormField id="team-description" label="Description" error={errors.description?.message}>
        {(field) => (
          <Textarea
            {...field}
            {...register('description')}
            rows={3}
            placeholder="When you train, what you are looking for…"
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" {...register('isPrivate')} />
        Private: players ask to join and you, the captain, accept them
      </label>
      <FormDialogFooter onCancel={onDone} submitLabel="Create Team" pending={create.isPending} />
    </form>
  );
}

export function CreateTeamDialog() {
  return (
    <FormDialog
      trigger={
        <Button>
          <Plus aria-hidden /> Create Team
        </Button>
      }
      title="Create a team"
      description="You will be its captain."
    >
      {(close) => <TeamForm onDone={close} />}
    </FormDialog>
  );
}
