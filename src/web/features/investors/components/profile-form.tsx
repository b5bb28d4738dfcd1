import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  INVESTOR_STAGES,
  INVESTOR_TYPES,
  investorProfileBody,
  type InvestorProfileView,
} from '@shared/contracts/investors';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { capitalise } from '@web/lib/format';
import { showServerFieldErrors } from '@web/lib/server-field-errors';
import { toast } from '@web/lib/use-toast';
import { useSaveInvestorProfile } from '../api/investments';

type Values = z.input<typeof investorProfileBody>;
type ListField = 'investmentFocus' | 'preferredSports' | 'preferredRegions' | 'expertise';
const FIELDS = ['investorName', 'investorType', 'maximumInvestment', 'website'] as const;
const TYPE_LABELS: Record<string, string> = { vc: 'Venture capital', pe: 'Private equity' };

/** "Soccer, Tennis" ⇄ ['Soccer', 'Tennis'] */
const toList = (text: unknown) =>
  typeof text === 'string'
    ? text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : (text as string[]);
const optionalNumber = (value: string) => (value === '' ? null : Number(value));
const optionalText = (value: string) => value.trim() || undefined;

/** The investor profile (SPEC §3 investors): created the first time, edited after. */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: InvestorProfileView | null;
  onSaved?: () => void;
}) {
  const save = useSaveInvestorProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof investorProfileBody>>({
    resolver: zodResolver(investorProfileBody),
    defaultValues: {
      investorName: profile?.investorName ?? '',
      investorType: (profile?.investorType as Values['investorType'] | null) ?? 'angel',
      preferredStage: (profile?.preferredStage as Values['preferredStage'] | null) ?? undefined,
      minimumInvestment: profile?.minimumInvestment ?? null,
      maximumInvestment: profile?.maximumInvestment ?? null,
      investmentFocus: profile?.investmentFocus.join(', ') as unknown as string[],
      preferredSports: profile?.preferredSports.join(', ') as unknown as string[],
      preferredRegions: profile?.preferredRegions.join(', ') as unknown as string[],
      expertise: profile?.expertise.join(', ') as unknown as string[],
      bio: profile?.bio ?? '',
      exitStrategy: profile?.exitStrategy ?? '',
      website: profile?.website ?? undefined,
      linkedinProfile: profile?.linkedinProfile ?? undefined,
    },
  });
  const list = (name: ListField) => register(name, { setValueAs: toList });
  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: profile ? 'Profile saved' : 'Investor profile created' });
        onSaved?.();
      },
      onError: (error) => {
        if (showServerFieldErrors(error, setError, FIELDS)) return;
        toast({
          variant: 'destructive',
          title: "Couldn't save the profile",
          description: errorMessage(error, 'Please try again.'),
        });
      },
    }),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid max-w-3xl gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="investor-name"
          label="Investor or fund name"
          error={errors.investorName?.message}
        >
          {(field) => <Input {...field} {...register('investorName')} />}
        </FormField>
        <FormField id="investor-type" label="Investor type" error={errors.investorType?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('investorType')}>
              {INVESTOR_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABELS[type] ?? capitalise(type)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="investor-min"
          label="Minimum ticket (USD)"
          error={errors.minimumInvestment?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('minimumInvestment', { setValueAs: optionalNumber })}
              type="number"
              min={0}
              inputMode="decimal"
            />
          )}
        </FormField>
        <FormField
          id="investor-max"
          label="Maximum ticket (USD)"
          error={errors.maximumInvestment?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('maximumInvestment', { setValueAs: optionalNumber })}
              type="number"
              min={0}
              inputMode="decimal"
            />
          )}
        </FormField>
        <FormField
          id="investor-stage"
          label="Preferred stage"
          error={errors.preferredStage?.message}
        >
          {(field) => (
            <NativeSelect {...field} {...register('preferredStage', { setValueAs: optionalText })}>
              <option value="">Any stage</option>
              {INVESTOR_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {capitalise(stage)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="investor-focus"
          label="Focus"
          hint="Comma-separated, e.g. clubs, venues, esports"
          error={errors.investmentFocus?.message}
        >
          {(field) => <Input {...field} {...list('investmentFocus')} />}
        </FormField>
        <FormField
          id="investor-sports"
          label="Sports"
          hint="Comma-separated"
          error={errors.preferredSports?.message}
        >
          {(field) => <Input {...field} {...list('preferredSports')} />}
        </FormField>
        <FormField
          id="investor-regions"
          label="Regions"
          hint="Comma-separated"
          error={errors.preferredRegions?.message}
        >
          {(field) => <Input {...field} {...list('preferredRegions')} />}
        </FormField>
        <FormField
          id="investor-expertise"
          label="Expertise"
          hint="Comma-separated"
          error={errors.expertise?.message}
        >
          {(field) => <Input {...field} {...list('expertise')} />}
        </FormField>
        <FormField id="investor-website" label="Website" error={errors.website?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('website', { setValueAs: optionalText })}
              type="url"
              placeholder="https://…"
            />
          )}
        </FormField>
        <FormField
          id="investor-linkedin"
          label="LinkedIn profile"
          error={errors.linkedinProfile?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('linkedinProfile', { setValueAs: optionalText })}
              type="url"
              placeholder="https://linkedin.com/in/…"
            />
          )}
        </FormField>
      </div>
      <FormField id="investor-bio" label="About" error={errors.bio?.message}>
        {(field) => <Textarea {...field} {...register('bio')} rows={3} />}
      </FormField>
      <FormField id="investor-exit" label="Exit strategy" error={errors.exitStrategy?.message}>
        {(field) => <Textarea {...field} {...register('exitStrategy')} rows={2} />}
      </FormField>
      <Button type="submit" className="w-fit" pending={save.isPending}>
        {profile ? 'Save profile' : 'Create profile'}
      </Button>
    </form>
  );
}
