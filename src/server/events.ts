import type { AppDeps } from './deps';
import { registerAuthEvents } from './features/auth/auth.events';
import { registerBookingsEvents } from './features/bookings/bookings.events';
import { registerChatEvents } from './features/chat/chat.events';
import { memberIds } from './features/chat/chat-membership';
import { registerGamesEvents } from './features/games/games.events';
import { registerLeaguesEvents } from './features/leagues/leagues.events';
import { registerNotificationsEvents } from './features/notifications/notifications.events';
import { registerPaymentsEvents } from './features/payments/payments.events';
import { registerPostsEvents } from './features/posts/posts.events';
import { registerSplitsEvents } from './features/splits/splits.events';
import { registerUploadsEvents } from './features/uploads/uploads.events';
import { registerVenuesEvents } from './features/venues/venues.events';

/**
 * Every area's subscribers and timers (ARCHITECTURE rule 13). An area that reacts to what happens
 * elsewhere does it in its own `<area>.events.ts`, registered here.
 */
export function registerAllEvents(deps: AppDeps) {
  registerAuthEvents(deps);
  registerBookingsEvents(deps);
  registerChatEvents(deps);
  registerPaymentsEvents(deps);
  registerGamesEvents(deps);
  registerLeaguesEvents(deps);
  // A chat message tells members with no socket open: notifications asks chat who they are.
  registerNotificationsEvents(deps, { membersOf: (id) => memberIds(deps.db, id) });
  registerPostsEvents(deps);
  registerSplitsEvents(deps);
  registerUploadsEvents(deps);
  registerVenuesEvents(deps);
}
