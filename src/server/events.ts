import type { AppDeps } from './deps';
import { registerAuthEvents } from './features/auth/auth.events';
import { registerBookingsEvents } from './features/bookings/bookings.events';
import { registerGamesEvents } from './features/games/games.events';
import { registerPaymentsEvents } from './features/payments/payments.events';
import { registerPostsEvents } from './features/posts/posts.events';
import { registerUploadsEvents } from './features/uploads/uploads.events';
import { registerVenuesEvents } from './features/venues/venues.events';

/**
 * Every area's subscribers and timers (ARCHITECTURE rule 13). An area that reacts to what happens
 * elsewhere does it in its own `<area>.events.ts`, registered here.
 */
export function registerAllEvents(deps: AppDeps) {
  registerAuthEvents(deps);
  registerBookingsEvents(deps);
  registerPaymentsEvents(deps);
  registerGamesEvents(deps);
  registerPostsEvents(deps);
  registerUploadsEvents(deps);
  registerVenuesEvents(deps);
}
