import type { AppDeps } from '@server/deps';

const SWEEP_EVERY_MS = 10 * 60_000;

export function registerAuthEvents({ events, jobs, realtime, sessions, limiter }: AppDeps) {
  // Rows already ignored when read (expired sessions, finished rate-limit windows); the sweep
  // only keeps the tables small.
  jobs.every('sweep sessions', SWEEP_EVERY_MS, () => sessions.sweepExpired());
  jobs.every('sweep rate limits', SWEEP_EVERY_MS, () => limiter.sweepExpired());
  // A logout closes that session's sockets on every instance at once.
  events.onEveryInstance('session.ended', ({ data }) => realtime.closeSession(data.sid));
  // Remembered sessions carry their user's row: a change to either, by anyone, drops them here.
  events.onEveryInstance('auth.changed', ({ data }) => sessions.forget(data.userId));
  // While LISTEN was down such a change may have gone unheard: start again from the database.
  events.onReconnect(() => sessions.forget(null));
}
