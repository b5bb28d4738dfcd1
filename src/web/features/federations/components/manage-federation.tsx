import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  addOfficialBody,
  type FederationView,
  regulationBody,
} from '@shared/contracts/federations';
import { personName } from '@web/components/person-name';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { localIsoDate } from '@web/lib/format';
import { showServerFieldErrors } from '@web/lib/server-field-errors';
import { toast } from '@web/lib/use-toast';
import { TeamPicker } from '@web/features/leagues/components/team-picker';
import {
  useAddClub,
  useAddOfficial,
  useDeleteRegulation,
  useFederationRequests,
  useMemberClubs,
  useOfficials,
  usePublishRegulation,
  useRegulations,
  useRemoveOfficial,
} from '../api/federations';
import { RequestsList } from './requests-list';

const RECENT_ANSWERS = 5;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">{title}</h2>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

function Officials({ federationId }: { federationId: string }) {
  const officials = useOfficials(federationId);
  const add = useAddOfficial(federationId);
  const remove = useRemoveOfficial(federationId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof addOfficialBody>, unknown, z.output<typeof addOfficialBody>>({
    resolver: zodResolver(addOfficialBody),
    defaultValues: { email: '', title: '' },
  });
  const onSubmit = handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => reset(),
      onError: (error) => {
        if (showServerFieldErrors(error, setError, ['email', 'title'])) return;
        toast({
          variant: 'destructive',
          title: "Couldn't add the official",
          description: errorMessage(error, 'Please try again.'),
        });
      },
    }),
  );
  return (
    <Section title="Officials">
      <ul className="grid gap-2" aria-label="Officials">
        {officials.data?.map((official) => (
          <li key={official.id} className="flex items-center justify-between gap-2 text-sm">
            <span>
              <span className="font-medium">{personName(official.user)}</span> · {official.title}
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={remove.isPending || officials.data.length === 1}
              onClick={() => remove.mutate(official.id)}
            >
              <Trash2 aria-hidden />
              <span className="sr-only">Remove {personName(official.user)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <FormField id="official-email" label="Email of their account" error={errors.email?.message}>
          {(field) => <Input {...field} {...register('email')} type="email" />}
        </FormField>
        <FormField id="official-title" label="Title" error={errors.title?.message}>
          {(field) => <Input {...field} {...register('title')} placeholder="Secretary" />}
        </FormField>
        <Button type="submit" pending={add.isPending}>
          Add official
        </Button>
      </form>
    </Section>
  );
}

function Regulations({ federationId }: { federationId: string }) {
  const regulations = useRegulations(federationId);
  const publish = usePublishRegulation(federationId);
  const withdraw = useDeleteRegulation(federationId);
  type Values = z.input<typeof regulationBody>;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof regulationBody>>({
    resolver: zodResolver(regulationBody),
    defaultValues: { title: '', body: '', documentUrl: '', publishedOn: localIsoDate() },
  });
  const onSubmit = handleSubmit((body) =>
    publish.mutate(body, {
      onSuccess: () => reset(),
      onError: (error) => {
        const fields = ['title', 'body', 'documentUrl', 'publishedOn'] as const;
        if (showServerFieldErrors(error, setError, fields)) return;
        toast({
          variant: 'destructive',
          title: "Couldn't publish the regulation",
          description: errorMessage(error, 'Please try again.'),
        });
      },
    }),
  );
  return (
    <Section title="Regulations">
      <ul className="grid gap-2" aria-label="Published regulations">
        {regulations.data?.map((regulation) => (
          <li key={regulation.id} className="flex items-center justify-between gap-2 text-sm">
            <span>
              <span className="font-medium">{regulation.title}</span> · {regulation.publishedOn}
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={withdraw.isPending}
              onClick={() => withdraw.mutate(regulation.id)}
            >
              <Trash2 aria-hidden />
              <span className="sr-only">Withdraw {regulation.title}</span>
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
          <FormField id="regulation-title" label="Title" error={errors.title?.message}>
            {(field) => <Input {...field} {...register('title')} />}
          </FormField>
          <FormField id="regulation-date" label="Published on" error={errors.publishedOn?.message}>
            {(field) => <Input {...field} {...register('publishedOn')} type="date" />}
          </FormField>
        </div>
        <FormField id="regulation-body" label="Text" error={errors.body?.message}>
          {(field) => <Textarea {...field} {...register('body')} rows={3} />}
        </FormField>
        <FormField
          id="regulation-link"
          label="Or a link to its document"
          error={errors.documentUrl?.message}
        >
          {(field) => (
            <Input {...field} {...register('documentUrl')} type="url" placeholder="https://" />
          )}
        </FormField>
        <Button type="submit" className="justify-self-start" pending={publish.isPending}>
          Publish regulation
        </Button>
      </form>
    </Section>
  );
}

function AddClub({ federation }: { federation: FederationView }) {
  const clubs = useMemberClubs(federation.id);
  const add = useAddClub(federation.id);
  if (!federation.sport) return null;
  return (
    <Section title="Add a member club">
      <TeamPicker
        sportId={federation.sport.id}
        captainOnly={false}
        excluded={new Set(clubs.data?.map((club) => club.teamId) ?? [])}
        pending={add.isPending}
        actionLabel="Add"
        onPick={(teamId) => add.mutate(teamId)}
      />
    </Section>
  );
}

/** The officials' tab: requests to answer, officials, regulations, clubs to add. */
export function ManageFederation({ federation }: { federation: FederationView }) {
  const requests = useFederationRequests(federation.id, true);
  const all = requests.data ?? [];
  // The server lists pending first, then the newest answers; a few answers are enough here.
  const pending = all.filter((r) => r.status === 'pending');
  const answered = all.filter((r) => r.status !== 'pending').slice(0, RECENT_ANSWERS);
  return (
    <div className="grid gap-4">
      <Section title={`Requests waiting (${pending.length})`}>
        <RequestsList federationId={federation.id} requests={pending} />
      </Section>
      {answered.length > 0 && (
        <Section title="Recently answered">
          <RequestsList federationId={federation.id} requests={answered} />
        </Section>
      )}
      <Officials federationId={federation.id} />
      <Regulations federationId={federation.id} />
      <AddClub federation={federation} />
    </div>
  );
}
