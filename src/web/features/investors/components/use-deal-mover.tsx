import { useState } from 'react';
import { DEAL_STATUS_LABELS, type DealStatus, type DealSummary } from '@shared/contracts/investors';
import { useMoveDeal } from '../api/investments';
import { ExitDialog } from './exit-dialog';

/**
 * Moving a deal, from the board, the table or the deal page: an exit first asks for the exit
 * value. `announcement` tells screen readers what happened (shown in a polite live region).
 */
export function useDealMover() {
  const move = useMoveDeal();
  const [exiting, setExiting] = useState<DealSummary | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const send = (deal: DealSummary, status: DealStatus, exitValue?: number) => {
    setAnnouncement(`Moving ${deal.dealName} to ${DEAL_STATUS_LABELS[status]}…`);
    move.mutate(
      { id: deal.id, status, exitValue },
      {
        onSuccess: () => {
          setExiting(null);
          setAnnouncement(`${deal.dealName} moved to ${DEAL_STATUS_LABELS[status]}.`);
        },
        onError: () =>
          setAnnouncement(`${deal.dealName} stays in ${DEAL_STATUS_LABELS[deal.status]}.`),
      },
    );
  };

  const request = (deal: DealSummary, status: DealStatus) => {
    if (status === deal.status) return;
    if (status === 'exited' && deal.allowedStatuses.includes('exited')) setExiting(deal);
    else send(deal, status);
  };

  const dialog = (
    <ExitDialog
      key={exiting?.id ?? 'none'}
      deal={exiting}
      pending={move.isPending}
      onCancel={() => setExiting(null)}
      onExit={(exitValue) => exiting && send(exiting, 'exited', exitValue)}
    />
  );
  return { request, dialog, announcement, pending: move.isPending };
}
