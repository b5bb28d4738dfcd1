import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  type BoardMember,
  createFederationBody,
  type FederationView,
} from '@shared/contracts/federations';
import { FEDERATION_TYPES } from '@shared/enums';
import { BrandFields } from '@web/components/brand-fields';
import { FormDialogFooter } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { capitalise } from '@web/lib/format';
import { showServerFieldErrors } from '@web/lib/server-field-errors';
import { toast } from '@web/lib/use-toast';
import { useSports } from '@web/features/sports/api/sports';
import { useCreateFederation, useUpdateFederation } from '../api/federations';
import { boardToText, textToBoard } from '../board-text';

// Board and colours have controls of their own; the rest is checked by the shared contract.
const formSchema = createFederationBody.omit({ boardMembers: true, officialColors: true });
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;
const FIELDS = [
  'name',
  'acronym',
  'sportId',
  'federationType',
  'country',
  'region',
  'establishedDate',
  'headquarters',
  'email',
  'phoneNumber',
  'website',
  'description',
] as const;

export type FederationFormProps = { federation?: FederationView; onDone: () => void };

export function FederationForm({ federation, onDone }: FederationFormProps) {
  const sports = useSports();
  const create = useCreateFederation();
  const update = useUpdateFederation(federation?.id ?? '');
  const navigate = useNavigate();
  const [logo, setLogo] = useState(federation?.logo ?? null);
  const [uploading, setUploading] = useState(false);
  const [colours, setColours] = useState<string[]>(
    federation?.officialColors.length ? federation.officialColors : ['#0b3d91', '#ffffff'],
  );
  const [board, setBoard] = useState(boardToText(federation?.boardMembers ?? []));
  const [boardError, setBoardError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: federation?.name ?? '',
      acronym: federation?.acronym ?? '',
      sportId: federation?.sport?.id ?? undefined,
      federationType: federation?.federationType ?? 'local',
      country: federation?.country ?? '',
      region: federation?.region ?? '',
      establishedDate: federation?.establishedDate ?? undefined,
      headquarters: federation?.headquarters ?? '',
      email: federation?.email ?? '',
      phoneNumber: federation?.phoneNumber ?? '',
      website: federation?.website ?? '',
      description: federation?.description ?? '',
      officialTitle: 'President',
    },
  });

  const onError = (title: string) => (error: unknown) => {
    if (showServerFieldErrors(error, setError, FIELDS)) return;
    toast({ variant: 'destructive', title, description: errorMessage(error, 'Please try again.') });
  };

  const onSubmit = handleSubmit((values) => {
    let boardMembers: BoardMember[];
    try {
      boardMembers = textToBoard(board);
      setBoardError(null);
    } catch (error) {
      setBoardError((error as Error).message);
      return;
    }
    const body = { ...values, logo, officialColors: colours, boardMembers };
    if (federation) {
      const { officialTitle: _title, ...changes } = body;
      update.mutate(changes, {
        onSuccess: () => {
          toast({ title: 'Federation saved' });
          onDone();
        },
        onError: onError("Couldn't save the federation"),
      });
      return;
    }
    create.mutate(body, {
      onSuccess: (created) => {
        onDone();
        void navigate(`/federations/${created.id}`);
      },
      onError: onError("Couldn't create the federation"),
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <FormField id="federation-name" label="Name" error={errors.name?.message}>
        {(field) => <Input {...field} {...register('name')} placeholder="Kent County Amateur FA" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="federation-acronym" label="Acronym" error={errors.acronym?.message}>
          {(field) => <Input {...field} {...register('acronym')} />}
        </FormField>
        <FormField id="federation-sport" label="Sport" error={errors.sportId?.message}>
          {(field) => (
            <NativeSelect
              {...field}
              {...register('sportId', { setValueAs: (v: string) => (v ? Number(v) : null) })}
            >
              <option value="">Several sports</option>
              {sports.data?.map((sport) => (
                <option key={sport.id} value={sport.id}>
                  {sport.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="federation-type" label="Type" error={errors.federationType?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('federationType')}>
              {FEDERATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {capitalise(type)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="federation-country"
          label="Country code"
          hint="Two letters, e.g. GB or ES"
          error={errors.country?.message}
        >
          {(field) => <Input {...field} {...register('country')} maxLength={2} />}
        </FormField>
        <FormField id="federation-region" label="Region" error={errors.region?.message}>
          {(field) => <Input {...field} {...register('region')} />}
        </FormField>
        <FormField
          id="federation-established"
          label="Established"
          error={errors.establishedDate?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('establishedDate', { setValueAs: (v: string) => v || null })}
              type="date"
            />
          )}
        </FormField>
        <FormField
          id="federation-headquarters"
          label="Headquarters"
          error={errors.headquarters?.message}
        >
          {(field) => <Input {...field} {...register('headquarters')} />}
        </FormField>
        <FormField id="federation-email" label="Contact email" error={errors.email?.message}>
          {(field) => <Input {...field} {...register('email')} type="email" />}
        </FormField>
        <FormField id="federation-phone" label="Phone" error={errors.phoneNumber?.message}>
          {(field) => <Input {...field} {...register('phoneNumber')} type="tel" />}
        </FormField>
        <FormField id="federation-website" label="Website" error={errors.website?.message}>
          {(field) => (
            <Input {...field} {...register('website')} type="url" placeholder="https://" />
          )}
        </FormField>
      </div>
      <FormField
        id="federation-description"
        label="Description"
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} {...register('description')} rows={3} />}
      </FormField>
      <BrandFields
        idPrefix="federation"
        logo={logo}
        onLogo={setLogo}
        onUploading={setUploading}
        coloursLegend="Official colours"
        colours={colours}
        onColours={setColours}
      />
      <FormField
        id="federation-board"
        label="Board"
        hint="One member a line: Name, Title"
        error={boardError ?? undefined}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            value={board}
            onChange={(event) => setBoard(event.target.value)}
            placeholder="Ann Lee, Chair"
          />
        )}
      </FormField>
      {!federation && (
        <FormField
          id="federation-title"
          label="Your title"
          hint="You become its first official"
          error={errors.officialTitle?.message}
        >
          {(field) => <Input {...field} {...register('officialTitle')} />}
        </FormField>
      )}
      <FormDialogFooter
        onCancel={onDone}
        submitLabel={federation ? 'Save' : 'Create federation'}
        pending={create.isPending || update.isPending || uploading}
      />
    </form>
  );
}
