import type { DealStatus } from '@shared/contracts/investors';
import { DEAL_STATUS_LABELS } from '@shared/contracts/investors';
import { conflict } from '@server/lib/app-error';

export type Side = 'investor' | 'target';

/** The stages a deal is still being worked on; it can fail from any of them. */
const OPEN: DealStatus[] = ['prospecting', 'due_diligence', 'negotiation'];

/**
 * The investor drives the deal down the pipeline; the target (a team's manager, a venue's owner…)
 * can only walk away (→ failed) while the deal is open. Closed is signed, so it no longer fails:
 * it goes live (active) and later ends with an exit.
 */
const NEXT: Record<DealStatus, DealStatus[]> = {
  prospecting: ['due_diligence', 'failed'],
  due_diligence: ['negotiation', 'failed'],
  negotiation: ['closed', 'failed'],
  closed: ['active'],
  active: ['exited'],
  exited: [],
  failed: [],
};

export function allowedStatuses(from: DealStatus, side: Side): DealStatus[] {
  if (side === 'investor') return NEXT[from];
  return OPEN.includes(from) ? ['failed'] : [];
}

const list = (statuses: DealStatus[]) => statuses.map((s) => DEAL_STATUS_LABELS[s]).join(', ');

/** 409 naming what the caller could do instead. */
export function assertTransition(from: DealStatus, to: DealStatus, side: Side) {
  const allowed = allowedStatuses(from, side);
  if (allowed.includes(to)) return;
  const what = `A deal in ${DEAL_STATUS_LABELS[from]} cannot move to ${DEAL_STATUS_LABELS[to]}`;
  throw conflict(
    allowed.length > 0
      ? `${what}; you can move it to: ${list(allowed)}`
      : `${what}; there is nothing you can move it to`,
    'illegal_transition',
  );
}

/** ROI in percent, two decimals, as stored. */
export const roiOf = (amount: number, exitValue: number) =>
  Math.round(((exitValue - amount) / amount) * 10_000) / 100;
