import { Link } from 'react-router';
import type { DealSummary } from '@shared/contracts/sponsors';
import { ENTITY_LABELS, money } from '../labels';
import { DealStatusBadge } from './deal-status-badge';

/** Deals as rows: who with whom, the amount, the status and whether my answer is awaited. */
export function DealList({ deals, label }: { deals: DealSummary[]; label: string }) {
  return (
    <ul className="grid gap-2" aria-label={label}>
      {deals.map((deal) => (
        <li
          key={deal.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
        >
          <span className="min-w-0">
            <Link
              to={`/sponsorship-deals/${deal.id}`}
              className="block font-medium hover:underline"
            >
              {deal.dealName}
            </Link>
            <span className="text-xs text-muted-foreground">
              {deal.side === 'sponsor'
                ? `${deal.entity.name} (${ENTITY_LABELS[deal.entity.entityType]})`
                : `From ${deal.sponsorName} to ${deal.entity.name}`}{' '}
              · {money(deal.amount, deal.currency)}
            </span>
          </span>
          <span className="flex items-center gap-2">
            {deal.status === 'negotiation' && deal.turn === deal.side && (
              <span className="text-xs font-medium text-primary">Your turn</span>
            )}
            <DealStatusBadge status={deal.status} />
          </span>
        </li>
      ))}
    </ul>
  );
}
