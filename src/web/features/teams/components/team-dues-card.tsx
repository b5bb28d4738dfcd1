import { HandCoins } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TeamDueView } from '@shared/contracts/team-life';
import { formatMoney } from '@shared/money';
import { FormDialog, FormDialogFooter } from '@web/components/form-dialog';
import { personName } from '@web/components/person-name';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { checkoutPath, useAskDues, usePayDue, useTeamDues } from '../api/team-life';

function AskForm({ teamId, onDone }: { teamId: string; onDone: () => void }) {
  const ask = useAskDues(teamId);
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(
      { label, amount },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.fields) return setErrors(error.fields);
          toast({
            variant: 'destructive',
            title: "Couldn't ask for dues",
            description: errorMessage(error, 'Please try again.'),
          });
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="dues-label" label="What for" error={errors.label}>
        {(field) => (
          <Input
            {...field}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            placeholder="Spring season subs"
          />
        )}
      </FormField>
      <FormField
        id="dues-amount"
        label="Amount per member (USD)"
        error={errors.amount ?? errors.userIds}
      >
        {(field) => (
          <Input
            {...field}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            placeholder="25"
          />
        )}
      </FormField>
      <FormDialogFooter onCancel={onDone} submitLabel="Ask every member" pending={ask.isPending} />
    </form>
  );
}

export function AskDuesDialog({ teamId }: { teamId: string }) {
  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <HandCoins aria-hidden /> Ask for dues
        </Button>
      }
      title="Ask for dues"
      description="Each member is asked for this amount and pays it by card from the team page."
    >
      {(close) => <AskForm teamId={teamId} onDone={close} />}
    </FormDialog>
  );
}

function DueRow({ due, mine, teamId }: { due: TeamDueView; mine: boolean; teamId: string }) {
  const pay = usePayDue(teamId);
  const navigate = useNavigate();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-b py-2 last:border-0">
      <div className="min-w-0">
        <p className="font-medium">{due.label}</p>
        {!mine && <p className="text-sm text-muted-foreground">{personName(due.user, 'Player')}</p>}
      </div>
      <div className="flex items-center gap-2">
        <span className="tabular-nums">{formatMoney(due.amount)}</span>
        {due.status === 'paid' ? (
          <Badge variant="secondary">Paid</Badge>
        ) : mine ? (
          <Button
            size="sm"
            pending={pay.isPending}
            onClick={() =>
              pay.mutate(due.id, {
                onSuccess: ({ orderId }) => void navigate(checkoutPath(orderId)),
              })
            }
          >
            Pay<span className="sr-only"> {due.label}</span>
          </Button>
        ) : (
          <Badge variant="outline">Unpaid</Badge>
        )}
      </div>
    </li>
  );
}

/**
 * Dues on the team page: a member sees what they owe with a Pay button; the captain or manager
 * sees everyone's, what came in and what is outstanding, and asks for more.
 */
export function TeamDuesCard({ teamId, canManage }: { teamId: string; canManage: boolean }) {
  const { data } = useTeamDues(teamId);
  if (!data || (!canManage && data.dues.length === 0)) return null;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="leading-none font-semibold tracking-tight">Dues</h2>
        {canManage && <AskDuesDialog teamId={teamId} />}
      </CardHeader>
      <CardContent className="grid gap-3">
        {canManage && (
          <p className="text-sm">
            Collected <strong>{formatMoney(data.collected)}</strong> · outstanding{' '}
            <strong>{formatMoney(data.outstanding)}</strong>
          </p>
        )}
        {data.dues.length === 0 ? (
          <p className="text-sm text-muted-foreground">No dues asked for yet.</p>
        ) : (
          <ul aria-label="Dues">
            {data.dues.map((due) => (
              <DueRow key={due.id} due={due} teamId={teamId} mine={!canManage} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
