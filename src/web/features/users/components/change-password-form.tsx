import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type ChangePasswordForm as Values, changePasswordForm } from '@shared/contracts/users';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { FormField } from '@web/components/ui/form-field';
import { showServerFieldErrors } from '@web/lib/server-field-errors';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { useChangePassword } from '../api/account';

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Settings → Password: the current password, then the new one twice. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordForm), defaultValues: EMPTY });

  const onSubmit = ({ currentPassword, newPassword }: Values) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => reset(EMPTY),
        onError: (error) => {
          if (showServerFieldErrors(error, setError, FIELDS)) return;
          toast({
            title: 'Password not changed',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      className="grid gap-5 sm:max-w-sm"
    >
      <FormField
        id="password-current"
        label="Current password"
        error={errors.currentPassword?.message}
      >
        {(field) => (
          <Input
            {...field}
            {...register('currentPassword')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </FormField>
      <FormField id="password-new" label="New password" error={errors.newPassword?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('newPassword')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <FormField
        id="password-confirm"
        label="Confirm new password"
        error={errors.confirmPassword?.message}
      >
        {(field) => (
          <Input
            {...field}
            {...register('confirmPassword')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <Button type="submit" className="sm:justify-self-start" pending={change.isPending}>
        Change password
      </Button>
    </form>
  );
}
