import type { DealSide, DealStatus } from '@shared/contracts/sponsors';

export type DealAction =
  'sent' | 'countered' | 'accepted' | 'declined' | 'withdrawn' | 'terminated' | 'renewed';

/**
 * Who may move a deal where. The sponsor writes a draft and sends it (draft → negotiation); in a
 * negotiation the side whose turn it is accepts (→ active), counters (→ negotiation, and the turn
 * passes) or declines (→ terminated), while the side waiting may only withdraw. An active deal
 * ends by either side (→ terminated) or is renewed by the sponsor (a new negotiation); an expired
 * one may be renewed too. Expiry itself is nobody's move: it happens when the end date passes.
 */
export function moveOf(
  status: DealStatus,
  to: DealStatus,
  side: DealSide,
  turn: DealSide | null,
): DealAction | null {
  switch (status) {
    case 'draft':
      if (side !== 'sponsor') return null;
      return to === 'negotiation' ? 'sent' : to === 'terminated' ? 'withdrawn' : null;
    case 'negotiation':
      if (side === turn) {
        if (to === 'active') return 'accepted';
        if (to === 'negotiation') return 'countered';
        if (to === 'terminated') return 'declined';
        return null;
      }
      return to === 'terminated' ? 'withdrawn' : null;
    case 'active':
      if (to === 'terminated') return 'terminated';
      return to === 'renewed' && side === 'sponsor' ? 'renewed' : null;
    case 'expired':
      return to === 'renewed' && side === 'sponsor' ? 'renewed' : null;
    default:
      return null;
  }
}

const TARGETS: DealStatus[] = ['negotiation', 'active', 'terminated', 'renewed'];

/** The statuses this side may move the deal to now. */
export function allowedMoves(status: DealStatus, side: DealSide, turn: DealSide | null) {
  return TARGETS.filter((to) => moveOf(status, to, side, turn) !== null);
}

/** The 409 message of a refused move, naming what is allowed. */
export function refusedMessage(status: DealStatus, to: DealStatus, allowed: DealStatus[]) {
  const tail =
    allowed.length === 0 ? 'you cannot change it now' : `you may move it to: ${allowed.join(', ')}`;
  return `This deal is ${status}; it cannot move to ${to} by you — ${tail}`;
}

/** Whose turn it is after a send or counter by `by`. */
export const otherSide = (by: DealSide): DealSide => (by === 'sponsor' ? 'entity' : 'sponsor');
