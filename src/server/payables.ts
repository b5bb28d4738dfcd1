import { tournamentEntryPayable } from './features/esports/tournament-entry.payable';
import { leagueRegistrationPayable } from './features/leagues/league-registration.payable';
import { createPayableRegistry } from './features/payments/payables';
import { shareTakeoverPayable } from './features/splits/place-offers';
import { bookingSharePayable, splitRestPayable } from './features/splits/share.payable';
import { teamDuesPayable } from './features/teams/team-dues.payable';

/**
 * Everything that can be paid for besides a whole booking (payment orders, docs/decisions/
 * "payable kinds"). A feature declares its kind in its own folder and is registered here, as
 * src/server/events.ts does for events, so payments never imports the features that sell.
 */
export function registerAllPayables(deps: { checkinSecret: () => Promise<Buffer> }) {
  const payables = createPayableRegistry();
  payables.register(leagueRegistrationPayable);
  payables.register(tournamentEntryPayable);
  payables.register(teamDuesPayable);
  // A fully paid split booking is confirmed with its check-in code in the paying transaction.
  payables.register(bookingSharePayable(deps.checkinSecret));
  payables.register(splitRestPayable(deps.checkinSecret));
  payables.register(shareTakeoverPayable);
  return payables;
}
