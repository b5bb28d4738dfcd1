import type { DealStatus } from '@shared/contracts/sponsors';
import { Badge } from '@web/components/ui/badge';
import { STATUS_LABELS } from '../labels';

export function DealStatusBadge({ status }: { status: DealStatus }) {
  return (
    <Badge
      variant={status === 'active' ? 'default' : status === 'negotiation' ? 'outline' : 'secondary'}
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
}
