import type { FormEvent } from 'react';
import { SPONSOR_TYPES, type SponsorView } from '@shared/contracts/sponsors';
import { FormDialogFooter } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { capitalise } from '@web/lib/format';
import { useSaveSponsor } from '../api/sponsors';
import { formText } from '../form-text';

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** My company profile (SPEC §3 sponsors): created the first time, edited after. */
export function SponsorProfileForm({
  profile,
  onDone,
}: {
  profile: SponsorView | null;
  onDone: () => void;
}) {
  const save = useSaveSponsor();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => formText(form, name);
    const budget = text('sponsorshipBudget');
    save.mutate(
      {
        companyName: text('companyName'),
        industry: text('industry') || null,
        description: text('description') || null,
        sponsorType: (text('sponsorType') || null) as SponsorView['sponsorType'],
        sponsorshipBudget: budget ? Number(budget) : null,
        preferredSports: list(text('preferredSports')),
        preferredRegions: list(text('preferredRegions')),
        targetDemographics: list(text('targetDemographics')),
        marketingObjectives: profile?.marketingObjectives ?? [],
        website: text('website') || null,
        contactEmail: text('contactEmail') || null,
        headquarters: text('headquarters') || null,
      },
      { onSuccess: onDone },
    );
  };
  const field = (
    id: string,
    label: string,
    value: string | null | undefined,
    props: object = {},
  ) => (
    <FormField id={`sponsor-${id}`} label={label}>
      {(control) => <Input {...control} name={id} defaultValue={value ?? ''} {...props} />}
    </FormField>
  );
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Sponsor profile">
      {field('companyName', 'Company name', profile?.companyName, { required: true, minLength: 2 })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('industry', 'Industry', profile?.industry)}
        <FormField id="sponsor-type" label="Sponsor type">
          {(control) => (
            <NativeSelect {...control} name="sponsorType" defaultValue={profile?.sponsorType ?? ''}>
              <option value="">Not set</option>
              {SPONSOR_TYPES.map((type) => (
                <option key={type} value={type}>
                  {capitalise(type)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {field('sponsorshipBudget', 'Budget (USD)', profile?.sponsorshipBudget?.toString(), {
          type: 'number',
          min: 0,
        })}
        {field('headquarters', 'Headquarters', profile?.headquarters)}
        {field(
          'preferredSports',
          'Preferred sports (comma-separated)',
          profile?.preferredSports.join(', '),
        )}
        {field(
          'preferredRegions',
          'Preferred regions (comma-separated)',
          profile?.preferredRegions.join(', '),
        )}
        {field(
          'targetDemographics',
          'Audience (comma-separated)',
          profile?.targetDemographics.join(', '),
        )}
        {field('website', 'Website', profile?.website, { type: 'url' })}
        {field('contactEmail', 'Contact e-mail', profile?.contactEmail, { type: 'email' })}
      </div>
      <FormField id="sponsor-description" label="About the company">
        {(control) => (
          <Textarea
            {...control}
            name="description"
            rows={3}
            defaultValue={profile?.description ?? ''}
          />
        )}
      </FormField>
      <FormDialogFooter onCancel={onDone} submitLabel="Save profile" pending={save.isPending} />
    </form>
  );
}
