import type { DealView } from '@shared/contracts/sponsors';
import { STATUS_LABELS } from '../labels';

const ACTIONS: Record<string, string> = {
  proposed: 'drafted the deal',
  sent: 'sent the proposal',
  countered: 'made a counter-offer',
  accepted: 'accepted',
  declined: 'declined',
  withdrawn: 'withdrew',
  terminated: 'terminated the deal',
  renewed: 'renewed the deal',
  expired: 'The deal expired',
};

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

function changesOf(changes: Record<string, unknown> | null) {
  if (!changes) return null;
  return Object.entries(changes)
    .map(([key, value]) => {
      const { from, to } = value as { from: unknown; to: unknown };
      const show = (v: unknown) => (Array.isArray(v) ? v.join(', ') || 'none' : String(v));
      return `${key}: ${show(from)} → ${show(to)}`;
    })
    .join('; ');
}

/** Every change of the deal, with who and when. */
export function DealHistory({ deal }: { deal: DealView }) {
  return (
    <ol className="grid gap-3" aria-label="History">
      {deal.history.map((entry) => (
        <li key={entry.id} className="border-l-2 pl-3 text-sm">
          <p>
            {entry.actorName ? (
              <>
                <span className="font-medium">{entry.actorName}</span>
                {entry.side && (
                  <span className="text-muted-foreground">
                    {' '}
                    ({entry.side === 'sponsor' ? deal.sponsorName : deal.entity.name})
                  </span>
                )}{' '}
                {ACTIONS[entry.action] ?? entry.action}
              </>
            ) : (
              (ACTIONS[entry.action] ?? entry.action)
            )}{' '}
            <span className="text-muted-foreground">→ {STATUS_LABELS[entry.toStatus]}</span>
          </p>
          {entry.changes && (
            <p className="text-xs text-muted-foreground">{changesOf(entry.changes)}</p>
          )}
          <p className="text-xs text-muted-foreground">
            <time dateTime={entry.at}>{when(entry.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
