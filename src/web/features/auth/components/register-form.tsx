import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type RegisterForm as RegisterValues, registerForm } from '@shared/contracts/auth';
import { PASSWORD_MIN_LENGTH, USER_TYPE_LABELS, USER_TYPES } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect } from '@web/components/ui/input';
import { useRegister } from '@web/features/auth/api/register';
import { ApiError } from '@web/lib/api-client';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from './password-input';
import { showServerFieldErrors } from '@web/lib/server-field-errors';

const FIELDS = ['email', 'password', 'firstName', 'lastName', 'userType'] as const;

const DEFAULTS: RegisterValues = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  // SPEC §6: the form defaults to player (the stored default is fan).
  userType: 'player',
};

/** Sign-up (SPEC §5): the confirmation is checked here and never sent (useRegister drops it). */
export function RegisterForm({ onSubmitting }: { onSubmitting?: () => void }) {
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerForm),
    defaultValues: DEFAULTS,
  });

  const onSubmit = (values: RegisterValues) => {
    onSubmitting?.();
    registerAccount.mutate(values, {
      onError: (error) => {
        if (showServerFieldErrors(error, setError, FIELDS)) return;
        // The address is taken: say so where it was typed, as well as in the toast.
        if (error instanceof ApiError && error.code === 'email_taken') {
          setError(
            'email',
            { type: 'server', message: error.serverMessage },
            { shouldFocus: true },
          );
        }
      },
    });
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-first-name" label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField id="register-last-name" label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
        )}
      </FormField>
      <FormField
        id="register-password"
        label="Password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        {(control) => (
          <PasswordInput {...control} {...register('password')} autoComplete="new-password" />
        )}
      </FormField>
      <FormField
        id="register-confirm-password"
        label="Confirm password"
        error={errors.confirmPassword?.message}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...register('confirmPassword')}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <FormField
        id="register-user-type"
        label="User type"
        error={errors.userType?.message}
        hint="You can add more roles after signing up."
      >
        {(control) => (
          <NativeSelect {...control} {...register('userType')}>
            <option value="" disabled>
              Select a user type
            </option>
            {USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {USER_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Button type="submit" className="mt-2 w-full" pending={registerAccount.isPending}>
        {registerAccount.isPending ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
}
