import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { updateTeamBody, type TeamLifeView } from '@shared/contracts/team-life';
import type { TeamDetail } from '@shared/contracts/teams';
import { BrandFields } from '@web/components/brand-fields';
import { FormDialog, FormDialogFooter } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { showServerFieldErrors } from '@web/lib/server-field-errors';
import { toast } from '@web/lib/use-toast';
import { useUpdateTeam } from '../api/team-life';

type Values = z.input<typeof updateTeamBody>;
const FIELDS = ['name', 'description', 'isPrivate'] as const;

function EditTeamForm({
  team,
  life,
  onDone,
}: {
  team: TeamDetail;
  life: TeamLifeView;
  onDone: () => void;
}) {
  const update = useUpdateTeam(team.id);
  const [logo, setLogo] = useState(life.logo);
  const [uploading, setUploading] = useState(false);
  const [colours, setColours] = useState(life.colors.length ? life.colors : ['#1d4ed8', '#ffffff']);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof updateTeamBody>>({
    resolver: zodResolver(updateTeamBody),
    defaultValues: {
      name: team.name,
      description: team.description ?? '',
      isPrivate: team.isPrivate,
    },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { ...values, description: values.description ?? '', logo, colors: colours },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (showServerFieldErrors(error, setError, FIELDS)) return;
          toast({
            variant: 'destructive',
            title: "Couldn't save the team",
            description: errorMessage(error, 'Please try again.'),
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <FormField id="edit-team-name" label="Team name" error={errors.name?.message}>
        {(field) => <Input {...field} {...register('name')} />}
      </FormField>
      <FormField id="edit-team-description" label="Description" error={errors.description?.message}>
        {(field) => <Textarea {...field} {...register('description')} rows={3} />}
      </FormField>
      <BrandFields
        idPrefix="edit-team"
        logo={logo}
        onLogo={setLogo}
        onUploading={setUploading}
        coloursLegend="Team colours"
        colours={colours}
        onColours={setColours}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" {...register('isPrivate')} />
        Private: players ask to join and the captain accepts them
      </label>
      <FormDialogFooter
        onCancel={onDone}
        submitLabel="Save"
        pending={update.isPending || uploading}
      />
    </form>
  );
}

/** The captain's or manager's edit button on the team page. */
export function EditTeamDialog({ team, life }: { team: TeamDetail; life: TeamLifeView }) {
  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden /> Edit team
        </Button>
      }
      title="Edit team"
      description="Name, logo, description and colours, as members and visitors see them."
    >
      {(close) => <EditTeamForm team={team} life={life} onDone={close} />}
    </FormDialog>
  );
}
