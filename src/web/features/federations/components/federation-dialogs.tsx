import { Pencil, Plus } from 'lucide-react';
import type { FederationView } from '@shared/contracts/federations';
import { FormDialog } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { useSports } from '@web/features/sports/api/sports';
import { FederationForm, type FederationFormProps } from './federation-form';

/** The form once the sports are known, so the chosen sport shows as chosen. */
function LoadedForm(props: FederationFormProps) {
  const sports = useSports();
  if (sports.isLoading) return <p className="text-sm text-muted-foreground">Loading…</p>;
  return <FederationForm {...props} />;
}

export function CreateFederationDialog() {
  return (
    <FormDialog
      trigger={
        <Button>
          <Plus aria-hidden /> Create federation
        </Button>
      }
      title="Create a federation"
      description="A governing body: its officials, regulations, member clubs and sanctioned leagues."
    >
      {(close) => <LoadedForm onDone={close} />}
    </FormDialog>
  );
}

export function EditFederationDialog({ federation }: { federation: FederationView }) {
  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden /> Edit federation
        </Button>
      }
      title="Edit the federation"
      description="What visitors read on its page."
    >
      {(close) => <LoadedForm federation={federation} onDone={close} />}
    </FormDialog>
  );
}
