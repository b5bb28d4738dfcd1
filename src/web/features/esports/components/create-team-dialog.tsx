import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { createEsportsTeamBody, ESPORTS_TAG_MAX } from '@shared/contracts/esports';
import { FormDialog, FormDialogFooter } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { showServerFieldErrors } from '@web/lib/server-field-errors';
import { toast } from '@web/lib/use-toast';
import { useCreateEsportsTeam, useEsportsGames } from '../api/esports';
import { teamSizeText } from '../format';

type Values = z.input<typeof createEsportsTeamBody>;
const FIELDS = ['name', 'tag', 'gameId', 'region'] as const;

export function EsportsTeamForm({ onDone }: { onDone: () => void }) {
  const games = useEsportsGames();
  const create = useCreateEsportsTeam();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof createEsportsTeamBody>>({
    resolver: zodResolver(createEsportsTeamBody),
    defaultValues: { name: '', tag: '', region: '' },
  });
  const onSubmit = handleSubmit((body) =>
    create.mutate(
      { ...body, region: body.region || null },
      {
        onSuccess: (team) => {
          onDone();
          toast({ title: 'Team created', description: `You captain ${team.name}.` });
          void navigate(`/esports/teams/${team.id}`);
        },
        onError: (error) => {
          if (showServerFieldErrors(error, setError, FIELDS)) return;
          toast({
            variant: 'destructive',
            title: "Couldn't create the team",
            description: errorMessage(error, 'Please try again.'),
          });
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <FormField id="esports-team-name" label="Team name" error={errors.name?.message}>
        {(field) => <Input {...field} {...register('name')} placeholder="Northside Vipers" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="esports-team-tag"
          label="Tag"
          error={errors.tag?.message}
          hint={`Up to ${ESPORTS_TAG_MAX} characters, unique for the title`}
        >
          {(field) => <Input {...field} {...register('tag')} placeholder="NSV" />}
        </FormField>
        <FormField
          id="esports-team-region"
          label="Region (optional)"
          error={errors.region?.message}
        >
          {(field) => <Input {...field} {...register('region')} placeholder="EU West" />}
        </FormField>
      </div>
      <FormField id="esports-team-game" label="Title" error={errors.gameId?.message}>
        {(field) => (
          <NativeSelect {...field} {...register('gameId')}>
            <option value="">Choose a title</option>
            {games.data?.map((game) => (
              <option key={game.id} value={game.id}>
                {game.title} ({teamSizeText(game.teamSize)})
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormDialogFooter onCancel={onDone} submitLabel="Create team" pending={create.isPending} />
    </form>
  );
}

export function CreateEsportsTeamDialog() {
  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <Plus aria-hidden /> Create team
        </Button>
      }
      title="Create an esports team"
      description="You become its captain: you invite the roster and register it for tournaments."
    >
      {(close) => <EsportsTeamForm onDone={close} />}
    </FormDialog>
  );
}
