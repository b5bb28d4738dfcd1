import { useState } from 'react';
import type { DealSummary } from '@shared/contracts/investors';
import { formatMoney } from '@shared/money';
import { FormDialogFooter } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';

type ExitDialogProps = {
  deal: DealSummary | null;
  pending: boolean;
  onExit: (exitValue: number) => void;
  onCancel: () => void;
};

/** Exiting a deal asks what the stake sold for: the server computes the ROI from it. */
export function ExitDialog({ deal, pending, onExit, onCancel }: ExitDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Dialog open={deal !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        title="Record the exit"
        description={
          deal ? `${deal.dealName}: ${formatMoney(deal.amount)} invested.` : 'The exit value.'
        }
      >
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const exitValue = Number(value);
            if (value.trim() === '' || !Number.isFinite(exitValue) || exitValue < 0) {
              setError('Give the exit value: what the stake sold for');
              return;
            }
            onExit(exitValue);
          }}
        >
          <FormField id="exit-value" label="Exit value (USD)" error={error}>
            {(control) => (
              <Input
                {...control}
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            )}
          </FormField>
          <FormDialogFooter onCancel={onCancel} submitLabel="Exit deal" pending={pending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
