import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  type CurrentUser,
  type UpdateProfileBody,
  updateProfileBody,
} from '@shared/contracts/auth';
import { SKILL_LEVELS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { capitalise } from '@web/lib/format';
import { useUpdateProfile } from '@web/features/auth/api/update-profile';
import { FormField } from '@web/components/ui/form-field';
import { showServerFieldErrors } from '@web/lib/server-field-errors';
import { useSports } from '@web/features/sports/api/sports';

const BIO_MAX = 500;

/** The contract, with the select's blank option ("Not set") read as null. */
const profileForm = updateProfileBody.extend({
  skillLevel: z
    .union([z.enum(SKILL_LEVELS), z.literal('')], { error: 'Please choose a skill level' })
    .transform((value) => value || null),
});
type ProfileValues = z.input<typeof profileForm>;

const FIELDS = ['firstName', 'lastName', 'bio', 'location', 'skillLevel', 'favoriteSport'] as const;

function valuesOf(user: CurrentUser): ProfileValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    bio: user.bio ?? '',
    location: user.location ?? '',
    skillLevel: user.skillLevel ?? '',
    favoriteSport: user.favoriteSport ?? '',
  };
}

/** Edits the profile shown on /profile; only the fields changed are sent. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty, dirtyFields },
  } = useForm({ resolver: zodResolver(profileForm), defaultValues: valuesOf(user) });
  const bio = useWatch({ control, name: 'bio' }) ?? '';
  // The favourite sport is one of the sports list's (the server refuses others).
  const sportNames = (useSports().data ?? []).map((sport) => sport.name);

  const onSubmit = (values: UpdateProfileBody) => {
    const changed = Object.fromEntries(
      FIELDS.filter((field) => dirtyFields[field]).map((field) => [field, values[field]]),
    ) as UpdateProfileBody;
    updateProfile.mutate(changed, {
      onSuccess: (saved) => reset(valuesOf(saved)),
      onError: (error) => showServerFieldErrors(error, setError, FIELDS),
    });
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-first-name" label="First name" error={errors.firstName?.message}>
          {(field) => <Input {...field} {...register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField id="profile-last-name" label="Last name" error={errors.lastName?.message}>
          {(field) => <Input {...field} {...register('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField
        id="profile-bio"
        label="Bio"
        error={errors.bio?.message}
        aside={
          <span
            className={
              bio.length > BIO_MAX ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'
            }
          >
            {bio.length}/{BIO_MAX}
          </span>
        }
      >
        {(field) => (
          <Textarea
            {...field}
            {...register('bio')}
            rows={4}
            placeholder="What do you play, and what are you looking for?"
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-location" label="Location" error={errors.location?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('location')}
              autoComplete="address-level2"
              placeholder="City, country"
            />
          )}
        </FormField>
        <FormField
          id="profile-favorite-sport"
          label="Favourite sport"
          error={errors.favoriteSport?.message}
        >
          {(field) => (
            // Mounted again once the list arrives, so it shows the saved sport among the options.
            <NativeSelect
              key={sportNames.length ? 'sports' : 'loading'}
              {...field}
              {...register('favoriteSport')}
            >
              <option value="">Not set</option>
              {/* A sport typed before the list was a select stays shown until changed. */}
              {user.favoriteSport && !sportNames.includes(user.favoriteSport) && (
                <option value={user.favoriteSport}>{user.favoriteSport}</option>
              )}
              {sportNames.map((sport) => (
                <option key={sport} value={sport}>
                  {sport}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField id="profile-skill-level" label="Skill level" error={errors.skillLevel?.message}>
        {(field) => (
          <NativeSelect {...field} {...register('skillLevel')} className="sm:max-w-xs">
            <option value="">Not set</option>
            {SKILL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {capitalise(level)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {isDirty && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => reset()}
            disabled={updateProfile.isPending}
          >
            Discard changes
          </Button>
        )}
        <Button type="submit" disabled={!isDirty} pending={updateProfile.isPending}>
          {updateProfile.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
