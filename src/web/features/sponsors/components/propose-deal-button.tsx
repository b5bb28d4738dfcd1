import { Handshake } from 'lucide-react';
import type { SponsorableType } from '@shared/contracts/sponsors';
import { FormDialog } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { ProposeDealForm } from './propose-deal-form';

type Props = { entity: { entityType: SponsorableType; entityId: string; name: string } };

/** "Propose deal" on a discovery result: the proposal form in a dialog. */
export function ProposeDealButton({ entity }: Props) {
  return (
    <FormDialog
      trigger={
        <Button size="sm">
          <Handshake aria-hidden /> Propose deal
          <span className="sr-only"> to {entity.name}</span>
        </Button>
      }
      title={`Propose a deal to ${entity.name}`}
      description="Saved as a draft; you send it from the deal page."
    >
      {(close) => <ProposeDealForm entity={entity} onDone={close} />}
    </FormDialog>
  );
}
