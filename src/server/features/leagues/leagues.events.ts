import type { AppDeps } from '@server/deps';

/**
 * League pages are live: a result entered or corrected tells everyone connected which league
 * changed (an id, nothing private); a page showing it refetches its fixtures and table.
 * The teams' players are told by features/notifications.
 */
export function registerLeaguesEvents({ events, realtime }: AppDeps) {
  events.onEveryInstance('league.result_entered', ({ data }) => {
    realtime.broadcast({ type: 'league.changed', data: { leagueId: data.leagueId } });
  });
}
