import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import type { LeagueTeamView } from '@shared/contracts/leagues';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';

/** Where a request's registration fee stands, in a word; nothing for a free league. */
export function FeeBadge({ entry }: { entry: LeagueTeamView }) {
  if (entry.feeStatus === 'paid') return <Badge variant="secondary">fee paid</Badge>;
  if (entry.feeStatus === 'refunded') return <Badge variant="outline">fee refunded</Badge>;
  if (entry.status === 'awaiting_payment') return <Badge variant="outline">awaiting payment</Badge>;
  return null;
}

/** The checkout of a request's registration fee. */
export const checkoutPath = (entry: LeagueTeamView) => `/checkout?order=${entry.paymentOrderId}`;

const STATUS_TEXT: Record<LeagueTeamView['status'], string> = {
  awaiting_payment: 'Waiting for the registration fee',
  pending: 'Waiting for the admin',
  accepted: 'In the league',
  declined: 'Declined',
};

/** A captain's own requests to join, with a way back to checkout for an unpaid fee. */
export function MyRequests({ entries }: { entries: LeagueTeamView[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Your requests">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{entry.teamName}</span>
            <span className="text-muted-foreground">{STATUS_TEXT[entry.status]}</span>
            <FeeBadge entry={entry} />
          </span>
          {entry.status === 'awaiting_payment' && entry.paymentOrderId && (
            <Button asChild size="sm">
              <Link to={checkoutPath(entry)}>
                <CreditCard aria-hidden /> Pay the fee
                <span className="sr-only"> for {entry.teamName}</span>
              </Link>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
