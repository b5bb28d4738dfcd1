import { useState } from 'react';
import { Link } from 'react-router';
import {
  DEAL_STATUS_LABELS,
  DEAL_STATUSES,
  TARGET_TYPE_LABELS,
  type DealStatus,
  type DealSummary,
} from '@shared/contracts/investors';
import { formatMoney } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { MoveSelect } from './move-select';

type BoardProps = {
  deals: DealSummary[];
  onMove: (deal: DealSummary, status: DealStatus) => void;
  pending: boolean;
};

const DRAG_TYPE = 'application/x-matchday-deal';

/**
 * The kanban board: one column per stage. A deal is dragged with the mouse (or a finger on
 * devices that support it) onto another column; from the keyboard its "Move to" list does the
 * same. The server decides whether the move is allowed and says which are.
 */
export function PipelineBoard({ deals, onMove, pending }: BoardProps) {
  const [over, setOver] = useState<DealStatus | null>(null);
  const byId = new Map(deals.map((deal) => [deal.id, deal]));
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-7">
      <p id="board-help" className="sr-only">
        Drag a deal onto another stage, or choose a stage in its Move to list.
      </p>
      {DEAL_STATUSES.map((status) => {
        const inColumn = deals.filter((deal) => deal.status === status);
        return (
          <section
            key={status}
            aria-labelledby={`stage-${status}`}
            data-stage={status}
            className={cn(
              'grid min-h-32 content-start gap-2 rounded-lg border bg-muted/40 p-2 transition-colors',
              over === status && 'border-primary bg-primary/10',
            )}
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(status);
            }}
            onDragLeave={() => setOver((current) => (current === status ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              setOver(null);
              const deal = byId.get(event.dataTransfer.getData(DRAG_TYPE));
              if (deal) onMove(deal, status);
            }}
          >
            <h3 className="flex items-center justify-between gap-2 px-1 text-sm font-semibold">
              <span id={`stage-${status}`}>{DEAL_STATUS_LABELS[status]}</span>
              <Badge variant="secondary">
                {inColumn.length}
                <span className="sr-only"> {inColumn.length === 1 ? 'deal' : 'deals'}</span>
              </Badge>
            </h3>
            <ul className="grid gap-2" aria-label={`${DEAL_STATUS_LABELS[status]} deals`}>
              {inColumn.map((deal) => (
                <li
                  key={deal.id}
                  draggable={deal.allowedStatuses.length > 0}
                  aria-describedby="board-help"
                  data-deal={deal.dealName}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(DRAG_TYPE, deal.id);
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                  className={cn(
                    'grid gap-1.5 rounded-md border bg-card p-3 text-sm shadow-xs',
                    deal.allowedStatuses.length > 0 && 'cursor-grab active:cursor-grabbing',
                  )}
                >
                  <Link
                    to={`/investments/${deal.id}`}
                    className="font-medium break-words hover:underline"
                  >
                    {deal.dealName}
                  </Link>
                  <span className="text-xs text-muted-foreground">
                    {deal.targetId ? deal.targetName : TARGET_TYPE_LABELS[deal.targetType]}
                  </span>
                  <span className="flex flex-wrap items-center gap-2 text-xs">
                    <span className="font-medium">{formatMoney(deal.amount)}</span>
                    {deal.roi !== null && (
                      <Badge variant={deal.roi >= 0 ? 'default' : 'destructive'}>
                        ROI {deal.roi.toFixed(1)}%
                      </Badge>
                    )}
                  </span>
                  <MoveSelect
                    deal={deal}
                    disabled={pending}
                    onMove={(status) => onMove(deal, status)}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
