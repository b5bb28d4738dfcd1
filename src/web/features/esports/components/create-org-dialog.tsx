import { zodResolver } from '@hookform/resolvers/zod';
import { Building2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { createEsportsOrgBody } from '@shared/contracts/esports';
import { FormDialog, FormDialogFooter } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { showServerFieldErrors } from '@web/lib/server-field-errors';
import { toast } from '@web/lib/use-toast';
import { type CreateEsportsOrgBody, useCreateEsportsOrg } from '../api/esports';

const FIELDS = ['name', 'acronym', 'headquarters', 'website', 'description'] as const;

/** Empty optional fields are sent as null, not as an empty (invalid) web address. */
const orNull = (value: string | null | undefined) => (value ? value : null);

export function EsportsOrgForm({ onDone }: { onDone: () => void }) {
  const create = useCreateEsportsOrg();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateEsportsOrgBody, unknown, z.output<typeof createEsportsOrgBody>>({
    resolver: zodResolver(
      createEsportsOrgBody.extend({
        // The form's empty text means "none"; the contract wants null or a web address.
        website: z.union([z.literal(''), createEsportsOrgBody.shape.website]),
      }),
    ),
    defaultValues: { name: '', acronym: '', headquarters: '', website: '', description: '' },
  });
  const onSubmit = handleSubmit((body) =>
    create.mutate(
      {
        name: body.name,
        acronym: orNull(body.acronym),
        headquarters: orNull(body.headquarters),
        website: orNull(body.website),
        description: orNull(body.description),
      },
      {
        onSuccess: (org) => {
          onDone();
          toast({ title: 'Organisation created', description: `You own ${org.name}.` });
          void navigate(`/esports/orgs/${org.id}`);
        },
        onError: (error) => {
          if (showServerFieldErrors(error, setError, FIELDS)) return;
          toast({
            variant: 'destructive',
            title: "Couldn't create the organisation",
            description: errorMessage(error, 'Please try again.'),
          });
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <FormField id="esports-org-name" label="Organisation name" error={errors.name?.message}>
        {(field) => <Input {...field} {...register('name')} placeholder="Harbour Gaming" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="esports-org-acronym"
          label="Acronym (optional)"
          error={errors.acronym?.message}
        >
          {(field) => <Input {...field} {...register('acronym')} placeholder="HBG" />}
        </FormField>
        <FormField
          id="esports-org-hq"
          label="Headquarters (optional)"
          error={errors.headquarters?.message}
        >
          {(field) => <Input {...field} {...register('headquarters')} placeholder="Lisbon" />}
        </FormField>
      </div>
      <FormField
        id="esports-org-website"
        label="Website (optional)"
        error={errors.website?.message}
      >
        {(field) => (
          <Input {...field} {...register('website')} type="url" placeholder="https://…" />
        )}
      </FormField>
      <FormField
        id="esports-org-description"
        label="About (optional)"
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} {...register('description')} />}
      </FormField>
      <FormDialogFooter
        onCancel={onDone}
        submitLabel="Create organisation"
        pending={create.isPending}
      />
    </form>
  );
}

export function CreateEsportsOrgDialog() {
  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <Building2 aria-hidden /> Create organisation
        </Button>
      }
      title="Create an esports organisation"
      description="You own it: your teams can join it, and it shows their titles and trophies."
    >
      {(close) => <EsportsOrgForm onDone={close} />}
    </FormDialog>
  );
}
