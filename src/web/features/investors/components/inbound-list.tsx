import { Link } from 'react-router';
import { DEAL_STATUS_LABELS, type DealSummary } from '@shared/contracts/investors';
import { formatMoney } from '@shared/money';
import { Badge } from '@web/components/ui/badge';

const DATA_ROOM_LABELS = {
  pending: 'Data room requested',
  shared: 'Data room shared',
  declined: 'Data room declined',
} as const;

/** Interest from investors in what I manage (a team, a venue…); each opens to answer it. */
export function InboundList({ deals }: { deals: DealSummary[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Inbound interest">
      {deals.map((deal) => (
        <li key={deal.id} className="grid gap-1.5 rounded-lg border p-4 text-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Link to={`/investments/${deal.id}`} className="font-medium hover:underline">
              {deal.dealName}
            </Link>
            <Badge variant="secondary">{DEAL_STATUS_LABELS[deal.status]}</Badge>
          </div>
          <p className="text-muted-foreground">
            {deal.investorName} → {deal.targetName} · {formatMoney(deal.amount)}
          </p>
          {deal.dataRoom && (
            <Badge variant={deal.dataRoom === 'pending' ? 'default' : 'outline'}>
              {DATA_ROOM_LABELS[deal.dataRoom]}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
