import { tournamentEntryPayable } from './features/esports/tournament-entry.payable';
import { leagueRegistrationPayable } from './features/leagues/league-registration.payable';
import { createPayableRegistry } from './features/payments/payables';
import { teamDuesPayable } from './features/teams/team-dues.payable';

/**
 * Everything that can be paid for besides a whole booking (payment orders, docs/decisions/
 * "payable kinds"). A feature declares its kind in its own folder and is registered here, as
 * src/server/events.ts does for events, so payments never imports the features that sell.
 */
export function registerAllPayables() {
  const payables = createPayableRegistry();
  payables.register(leagueRegistrationPayable);
  payables.register(tournamentEntryPayable);
  payables.register(teamDuesPayable);
  return payables;
}
