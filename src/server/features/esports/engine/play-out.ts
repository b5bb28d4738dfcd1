import type { EsportsFormat } from '@shared/esports-enums';
import { isFinished, generateBracket, nextStage } from './generate';
import { applyResult } from './settle';
import { DEFAULT_OPTIONS, type EngineMatch, type FormatOptions, type Slot } from './types';

/** Team ids t1..tn, in seed order (used by the tests and the bench). */
export const teamIds = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);

/**
 * Plays a whole tournament in memory: every ready match gets the winner `pick` chooses, and each
 * stage follows when the previous one is decided. For the property tests and the bench.
 */
export function playOut(
  format: EsportsFormat,
  teams: readonly string[],
  options: Partial<FormatOptions>,
  pick: (match: EngineMatch) => Slot,
): EngineMatch[] {
  const full = { ...DEFAULT_OPTIONS, ...options };
  let matches = generateBracket(format, teams, full);
  for (let guard = 0; guard < 100_000; guard += 1) {
    const ready = matches.find((m) => m.status === 'ready');
    if (ready) {
      const winnerSlot = pick(ready);
      const input = {
        score1: winnerSlot === 1 ? 2 : 1,
        score2: winnerSlot === 1 ? 1 : 2,
        winnerSlot,
        forfeit: false,
      };
      matches = applyResult(matches, ready.id, input, full.grandFinalReset).matches;
      continue;
    }
    const next = nextStage(format, teams, matches, full);
    if (next.length === 0) break;
    matches = [...matches, ...next];
  }
  if (!isFinished(format, teams, matches, full)) throw new Error('Tournament did not finish');
  return matches;
}
