import { Link } from 'react-router';
import {
  DEAL_STATUS_LABELS,
  TARGET_TYPE_LABELS,
  formatRoi,
  type DealStatus,
  type DealSummary,
} from '@shared/contracts/investors';
import { formatMoney } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { MoveSelect } from './move-select';

type TableProps = {
  deals: DealSummary[];
  caption: string;
  onMove?: (deal: DealSummary, status: DealStatus) => void;
  pending?: boolean;
};

/** The same deals as the board, as a table (phones scroll it inside its own box). */
export function DealsTable({ deals, caption, onMove, pending }: TableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="p-3 font-medium">
              Deal
            </th>
            <th scope="col" className="p-3 font-medium">
              Target
            </th>
            <th scope="col" className="p-3 font-medium">
              Amount
            </th>
            <th scope="col" className="p-3 font-medium">
              Stage
            </th>
            <th scope="col" className="p-3 font-medium">
              ROI
            </th>
            {onMove && (
              <th scope="col" className="p-3 font-medium">
                Move
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {deals.map((deal) => (
            <tr key={deal.id} className="border-t">
              <th scope="row" className="p-3 text-left font-medium">
                <Link to={`/investments/${deal.id}`} className="hover:underline">
                  {deal.dealName}
                </Link>
              </th>
              <td className="p-3">
                {deal.targetName}
                <span className="block text-xs text-muted-foreground">
                  {TARGET_TYPE_LABELS[deal.targetType]}
                </span>
              </td>
              <td className="p-3">{formatMoney(deal.amount)}</td>
              <td className="p-3">
                <Badge variant="secondary">{DEAL_STATUS_LABELS[deal.status]}</Badge>
              </td>
              <td className="p-3">{deal.roi === null ? '—' : formatRoi(deal.roi)}</td>
              {onMove && (
                <td className="p-3">
                  <MoveSelect
                    deal={deal}
                    disabled={pending}
                    onMove={(status) => onMove(deal, status)}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
