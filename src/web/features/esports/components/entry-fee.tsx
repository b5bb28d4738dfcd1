import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import type { ParticipantView } from '@shared/contracts/esports';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { entryCheckoutPath } from '../api/tournaments';

/** Whether a registration's entry fee can still be paid (its order is open). */
export const feePayable = (p: ParticipantView) =>
  p.status === 'awaiting_payment' && (p.feeStatus === 'pending' || p.feeStatus === 'failed');

/**
 * A registration whose payment was refused (the tournament filled up meanwhile) or given back:
 * the captain may register the team again.
 */
export const feeRefused = (p: ParticipantView) =>
  p.status === 'awaiting_payment' && (p.feeStatus === 'cancelled' || p.feeStatus === 'refunded');

/** Where a team's entry fee stands, in a word; nothing when it paid none. */
export function FeeBadge({ participant: p }: { participant: ParticipantView }) {
  if (p.feeStatus === 'paid') return <Badge variant="secondary">Paid</Badge>;
  if (p.feeStatus === 'refunded') return <Badge variant="outline">Refunded</Badge>;
  if (feeRefused(p)) return <Badge variant="outline">Payment cancelled</Badge>;
  // 'Awaiting payment' is already the registration's own status.
  return null;
}

/** The payer's way (back) to checkout for an unpaid entry fee. */
export function PayEntryFee({ participant: p }: { participant: ParticipantView }) {
  if (!p.paymentOrderId || !feePayable(p)) return null;
  return (
    <Button asChild size="sm">
      <Link to={entryCheckoutPath(p.paymentOrderId)}>
        <CreditCard aria-hidden /> Pay the entry fee
        <span className="sr-only"> for {p.teamName}</span>
      </Link>
    </Button>
  );
}
