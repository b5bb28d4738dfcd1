import { randomUUID } from 'node:crypto';
import {
  BracketError,
  blankMatch,
  type EngineMatch,
  type Link,
  setTeam,
  type Slot,
  teamOf,
} from './types';

export const REFLOW_REFUSED =
  'This result cannot change: a later match that depends on it has already been played or reported';
export const NOT_READY = 'This match is not ready: both teams must be known first';

const key = (matchId: string, slot: Slot) => `${matchId}:${slot}`;

/** The matches by id, and which slots still expect a team from an earlier match. */
class Bracket {
  readonly byId = new Map<string, EngineMatch>();
  readonly feeders = new Map<string, number>();
  readonly removed = new Set<string>();
  readonly changed = new Set<string>();
  readonly created: EngineMatch[] = [];

  constructor(matches: EngineMatch[]) {
    for (const match of matches) this.byId.set(match.id, match);
    for (const match of matches) {
      for (const link of [match.next, match.loserNext]) if (link) this.addFeeder(link);
    }
  }

  addFeeder(link: NonNullable<Link>) {
    this.feeders.set(
      key(link.matchId, link.slot),
      (this.feeders.get(key(link.matchId, link.slot)) ?? 0) + 1,
    );
  }

  dropFeeder(link: NonNullable<Link>) {
    this.feeders.set(
      key(link.matchId, link.slot),
      (this.feeders.get(key(link.matchId, link.slot)) ?? 1) - 1,
    );
  }

  /** 'team' | 'waiting' (an earlier match will send one) | 'empty' (nobody will come). */
  slotState(match: EngineMatch, slot: Slot) {
    if (teamOf(match, slot)) return 'team';
    return (this.feeders.get(key(match.id, slot)) ?? 0) > 0 ? 'waiting' : 'empty';
  }

  get(id: string) {
    const match = this.byId.get(id);
    if (!match) throw new BracketError('Match not found');
    return match;
  }

  touch(match: EngineMatch) {
    this.changed.add(match.id);
  }

  /** Sends a team along a link, or tells the target nobody is coming. */
  send(link: Link, teamId: string | null) {
    if (!link) return;
    const target = this.get(link.matchId);
    this.dropFeeder(link);
    if (teamId) setTeam(target, link.slot, teamId);
    this.touch(target);
    this.settle(target);
  }

  /**
   * A pending match whose sides are all known resolves: two teams → ready; one team facing
   * nobody → a bye that team wins; nobody at all → removed, and its links say nobody is coming.
   */
  settle(match: EngineMatch) {
    if (match.status !== 'pending') return;
    const s1 = this.slotState(match, 1);
    const s2 = this.slotState(match, 2);
    if (s1 === 'waiting' || s2 === 'waiting') return;
    this.touch(match);
    if (s1 === 'team' && s2 === 'team') {
      match.status = 'ready';
      return;
    }
    const { next, loserNext } = match;
    match.loserNext = null;
    if (s1 === 'empty' && s2 === 'empty') {
      match.next = null;
      this.removed.add(match.id);
      this.byId.delete(match.id);
      this.send(next, null);
    } else {
      match.status = 'bye';
      match.winnerId = match.team1Id ?? match.team2Id;
      this.send(next, match.winnerId);
    }
    this.send(loserNext, null);
  }

  /** Puts `team` where `old` was in a match not yet played, following byes onward. */
  replace(link: Link, old: string | null, team: string | null) {
    if (!link || old === team) return;
    const target = this.get(link.matchId);
    if (teamOf(target, link.slot) !== old) return;
    if (target.status === 'completed' || target.status === 'disputed' || target.reported) {
      throw new BracketError(REFLOW_REFUSED, 'result_locked');
    }
    setTeam(target, link.slot, team);
    this.touch(target);
    if (target.status === 'bye') {
      target.winnerId = team;
      this.replace(target.next, old, team);
    }
  }

  list() {
    return [...this.byId.values()];
  }
}

/** Resolves byes and empty slots across freshly generated matches (used by the generators). */
export function settleAll(matches: EngineMatch[]): EngineMatch[] {
  const bracket = new Bracket(matches);
  for (const match of matches) if (!bracket.removed.has(match.id)) bracket.settle(match);
  return bracket.list();
}

export type ResultInput = {
  score1: number | null;
  score2: number | null;
  winnerSlot: Slot;
  forfeit: boolean;
};

export type ResultChange = {
  /** The matches changed, created or removed (ids); `matches` is the whole new list. */
  changed: EngineMatch[];
  created: EngineMatch[];
  removed: string[];
  matches: EngineMatch[];
};

/**
 * Records a result and moves the winner (and in double elimination the loser) on. A corrected
 * result that changes the winner re-flows into later matches that have not been played, and is
 * refused with REFLOW_REFUSED where one has. `grandFinalReset`: a second final when the
 * losers'-bracket champion (team 2) wins the first.
 */
export function applyResult(
  matches: EngineMatch[],
  matchId: string,
  input: ResultInput,
  grandFinalReset: boolean,
): ResultChange {
  const copies = matches.map((m) => ({ ...m }));
  const bracket = new Bracket(copies);
  const match = bracket.get(matchId);
  if (!match.team1Id || !match.team2Id || match.status === 'bye' || match.status === 'pending') {
    throw new BracketError(NOT_READY, 'match_not_ready');
  }
  const winner = teamOf(match, input.winnerSlot)!;
  const loser = teamOf(match, input.winnerSlot === 1 ? 2 : 1)!;
  const wasDecided = match.status === 'completed';
  const oldWinner = match.winnerId;
  Object.assign(match, {
    score1: input.score1,
    score2: input.score2,
    forfeit: input.forfeit,
    winnerId: winner,
    status: 'completed',
  });
  bracket.touch(match);
  const isFirstFinal = match.bracket === 'final' && match.round === 1 && match.stage !== 'playoff';
  if (wasDecided && oldWinner !== winner) {
    const oldLoser = winner === match.team1Id ? match.team2Id : match.team1Id;
    bracket.replace(match.next, oldWinner, winner);
    bracket.replace(match.loserNext, oldLoser === winner ? loser : oldLoser, loser);
    if (isFirstFinal) {
      const reset = bracket.list().find((m) => m.bracket === 'final' && m.round === 2);
      if (reset && (reset.status !== 'ready' || reset.reported)) {
        throw new BracketError(REFLOW_REFUSED, 'result_locked');
      }
      if (reset) {
        bracket.byId.delete(reset.id);
        bracket.removed.add(reset.id);
      }
    }
  } else if (!wasDecided) {
    bracket.send(match.next, winner);
    bracket.send(match.loserNext, loser);
  }
  if (
    isFirstFinal &&
    grandFinalReset &&
    input.winnerSlot === 2 &&
    !(wasDecided && oldWinner === winner)
  ) {
    const reset = blankMatch(randomUUID(), {
      stage: match.stage,
      group: null,
      round: 2,
      position: 1,
      bracket: 'final',
    });
    Object.assign(reset, { team1Id: match.team1Id, team2Id: match.team2Id, status: 'ready' });
    bracket.byId.set(reset.id, reset);
    bracket.created.push(reset);
  }
  const createdIds = new Set(bracket.created.map((m) => m.id));
  return {
    changed: [...bracket.changed]
      .filter((id) => !bracket.removed.has(id) && !createdIds.has(id))
      .map((id) => bracket.get(id)),
    created: bracket.created,
    removed: [...bracket.removed].filter((id) => matches.some((m) => m.id === id)),
    matches: bracket.list(),
  };
}
