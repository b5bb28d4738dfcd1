import { type FormEvent } from 'react';
import type { DealStatus, DealView } from '@shared/contracts/sponsors';
import { FormDialog, FormDialogFooter } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { useMoveDeal } from '../api/sponsors';
import { formText } from '../form-text';

/** What each move is called, from where the deal stands and who is asking. */
function labelOf(deal: DealView, to: DealStatus) {
  if (to === 'negotiation') return deal.status === 'draft' ? `Send to ${deal.entity.name}` : null;
  if (to === 'active') return 'Accept';
  if (to === 'renewed') return 'Renew';
  if (deal.status === 'draft') return 'Discard draft';
  if (deal.status === 'negotiation') return deal.turn === deal.side ? 'Decline' : 'Withdraw';
  return 'Terminate';
}

function CounterForm({ deal, onDone }: { deal: DealView; onDone: () => void }) {
  const move = useMoveDeal(deal.id);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => formText(form, name);
    move.mutate(
      {
        status: 'negotiation',
        amount: Number(text('amount')),
        startDate: text('startDate'),
        endDate: text('endDate'),
        deliverables: text('deliverables')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Counter-offer">
      <FormField id="counter-amount" label={`Amount (${deal.currency})`}>
        {(control) => (
          <Input
            {...control}
            name="amount"
            type="number"
            min={0}
            defaultValue={deal.amount}
            required
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="counter-start" label="Start date">
          {(control) => (
            <Input
              {...control}
              name="startDate"
              type="date"
              defaultValue={deal.startDate ?? ''}
              required
            />
          )}
        </FormField>
        <FormField id="counter-end" label="End date">
          {(control) => (
            <Input
              {...control}
              name="endDate"
              type="date"
              defaultValue={deal.endDate ?? ''}
              required
            />
          )}
        </FormField>
      </div>
      <FormField id="counter-deliverables" label="Deliverables" hint="One per line.">
        {(control) => (
          <Textarea
            {...control}
            name="deliverables"
            rows={4}
            defaultValue={deal.deliverables.map((d) => d.title).join('\n')}
          />
        )}
      </FormField>
      <FormDialogFooter
        onCancel={onDone}
        submitLabel="Send counter-offer"
        pending={move.isPending}
      />
    </form>
  );
}

/** The moves the signed-in side may make now, as buttons (a counter-offer opens a form). */
export function DealActions({ deal }: { deal: DealView }) {
  const move = useMoveDeal(deal.id);
  if (deal.allowed.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {deal.allowed.map((to) => {
        if (to === 'negotiation' && deal.status === 'negotiation') {
          return (
            <FormDialog
              key={to}
              trigger={<Button variant="outline">Counter</Button>}
              title="Counter-offer"
              description="Change the amount, dates or deliverables; the other side answers next."
            >
              {(close) => <CounterForm deal={deal} onDone={close} />}
            </FormDialog>
          );
        }
        const label = labelOf(deal, to);
        if (!label) return null;
        return (
          <Button
            key={to}
            variant={to === 'terminated' ? 'outline' : 'default'}
            pending={move.isPending && move.variables?.status === to}
            disabled={move.isPending}
            onClick={() => move.mutate({ status: to })}
          >
            {label}
          </Button>
        );
      })}
    </div>
  );
}
