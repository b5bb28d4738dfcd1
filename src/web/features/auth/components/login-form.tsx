import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type LoginBody, loginBody } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { useLogin } from '@web/features/auth/api/login';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from './password-input';
import { showServerFieldErrors } from '@web/lib/server-field-errors';

const FIELDS = ['email', 'password'] as const;

/** Email and password (SPEC §5 rules from the shared contract); the hook toasts the outcome. */
export function LoginForm({ onSubmitting }: { onSubmitting?: () => void }) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = (values: LoginBody) => {
    onSubmitting?.();
    login.mutate(values, {
      onError: (error) => showServerFieldErrors(error, setError, FIELDS),
    });
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      className="grid gap-4"
    >
      <FormField id="login-email" label="Email" error={errors.email?.message}>
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
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
        )}
      </FormField>
      <Button type="submit" className="mt-2 w-full" pending={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
