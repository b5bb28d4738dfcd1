import type { AppDeps } from '@server/deps';
import { completeFinishedGames } from './games.service';

const SWEEP_EVERY_MS = 10 * 60_000;

export function registerGamesEvents({ jobs, db, clock }: AppDeps) {
  jobs.every('complete finished games', SWEEP_EVERY_MS, () =>
    completeFinishedGames(db, clock.now()),
  );
}
