import { type FormEvent, useState } from 'react';
import type { DealDetail } from '@shared/contracts/investors';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useAddMilestone, useTickMilestone } from '../api/investments';

const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

/** Dated milestones: either side adds them and ticks them off. */
export function DealMilestones({ deal }: { deal: DealDetail }) {
  const add = useAddMilestone(deal.id);
  const tick = useTickMilestone(deal.id);
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { title, dueDate },
      {
        onSuccess: () => {
          setTitle('');
          setDueDate('');
        },
      },
    );
  };
  return (
    <div className="grid gap-4">
      {deal.milestones.length === 0 ? (
        <p className="text-sm text-muted-foreground">No milestones yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Milestones">
          {deal.milestones.map((m) => (
            <li key={m.id} className="flex items-center gap-3 rounded-md border p-3 text-sm">
              <input
                id={`milestone-${m.id}`}
                type="checkbox"
                className="size-4 accent-primary"
                checked={m.doneAt !== null}
                disabled={tick.isPending}
                onChange={(event) => tick.mutate({ milestoneId: m.id, done: event.target.checked })}
              />
              <label htmlFor={`milestone-${m.id}`} className="min-w-0 flex-1">
                <span className={m.doneAt ? 'line-through' : 'font-medium'}>{m.title}</span>
                <span className="block text-xs text-muted-foreground">Due {day(m.dueDate)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="milestone-title">Milestone</Label>
          <Input
            id="milestone-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="Audited accounts received"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="milestone-date">Date</Label>
          <Input
            id="milestone-date"
            type="date"
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" pending={add.isPending}>
          Add milestone
        </Button>
      </form>
    </div>
  );
}
