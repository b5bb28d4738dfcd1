import { DEAL_STATUS_LABELS, type DealStatus, type DealSummary } from '@shared/contracts/investors';
import { NativeSelect } from '@web/components/ui/input';

/** The keyboard way to move a deal: a labelled list of the stages it may go to now. */
export function MoveSelect({
  deal,
  onMove,
  disabled,
}: {
  deal: DealSummary;
  onMove: (status: DealStatus) => void;
  disabled?: boolean;
}) {
  if (deal.allowedStatuses.length === 0) return null;
  return (
    <NativeSelect
      aria-label={`Move ${deal.dealName} to`}
      value=""
      disabled={disabled}
      onChange={(event) => {
        if (event.target.value) onMove(event.target.value as DealStatus);
      }}
      className="h-8 text-xs"
    >
      <option value="">Move to…</option>
      {deal.allowedStatuses.map((status) => (
        <option key={status} value={status}>
          {DEAL_STATUS_LABELS[status]}
        </option>
      ))}
    </NativeSelect>
  );
}
