import { type FormEvent, useState } from 'react';
import { deleteAccountBody } from '@shared/contracts/users';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { FormField } from '@web/components/ui/form-field';
import { errorMessage } from '@web/lib/api-client';
import { useDeleteAccount } from '../api/account';

const WHAT_HAPPENS =
  'Upcoming bookings are cancelled (refunded under the usual rules), your posts, comments, likes, follows and team places are removed, and games you organise are called off. Past bookings stay on the venues’ books without your name. This cannot be undone.';

/** Settings → Delete my account: asks for the password, then signs out for good. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = deleteAccountBody.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    try {
      await remove.mutateAsync(parsed.data);
    } catch (failure) {
      setError(errorMessage(failure, 'Your account was not deleted. Please try again.'));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setPassword('');
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:text-destructive">
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent title="Delete your account?" description={WHAT_HAPPENS}>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <FormField id="delete-password" label="Your password" error={error ?? undefined}>
            {(field) => (
              <Input
                {...field}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep my account
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" pending={remove.isPending}>
              Delete my account
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
