import type { MatchView } from '@shared/contracts/esports';

/** One column of a bracket: a round's matches, top of the bracket first. */
export type BracketColumn = { key: string; label: string; matches: MatchView[] };
/** A part of a bracket drawn as columns: the winners', the losers', the grand final. */
export type BracketSection = { key: string; title: string; columns: BracketColumn[] };

const byPosition = (a: MatchView, b: MatchView) => a.position - b.position;

function roundsOf(matches: MatchView[]) {
  const rounds = new Map<number, MatchView[]>();
  for (const match of matches) rounds.set(match.round, [...(rounds.get(match.round) ?? []), match]);
  return [...rounds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, list]) => ({
      round,
      matches: list.sort(byPosition),
    }));
}

/** The usual names of the last rounds of a knockout tree, counted back from its final. */
function knockoutLabel(round: number, last: number, finalName: string) {
  const fromEnd = last - round;
  if (fromEnd === 0) return finalName;
  if (fromEnd === 1) return 'Semi-finals';
  if (fromEnd === 2) return 'Quarter-finals';
  return `Round ${round}`;
}

/**
 * Lays out an elimination stage (single or double, or the playoffs after groups). In single
 * elimination the third-place match is the one 'losers' match (the engine puts it in the
 * final's round); double elimination is recognised by its grand final.
 */
export function eliminationSections(matches: MatchView[]): BracketSection[] {
  const isDouble = matches.some((m) => m.bracket === 'final');
  const winners = roundsOf(matches.filter((m) => m.bracket === 'winners'));
  const lastWinners = winners.at(-1)?.round ?? 0;
  const sections: BracketSection[] = [];
  if (winners.length > 0) {
    sections.push({
      key: 'winners',
      title: isDouble ? "Winners' bracket" : 'Bracket',
      columns: winners.map(({ round, matches: list }) => ({
        key: `w${round}`,
        label: knockoutLabel(round, lastWinners, isDouble ? "Winners' final" : 'Final'),
        matches: list,
      })),
    });
  }
  const losers = roundsOf(matches.filter((m) => m.bracket === 'losers'));
  if (!isDouble) {
    if (losers.length > 0) {
      sections.push({
        key: 'third',
        title: 'Third place',
        columns: [
          { key: 'third', label: 'Third-place match', matches: losers.flatMap((r) => r.matches) },
        ],
      });
    }
    return sections;
  }
  const lastLosers = losers.at(-1)?.round ?? 0;
  if (losers.length > 0) {
    sections.push({
      key: 'losers',
      title: "Losers' bracket",
      columns: losers.map(({ round, matches: list }) => ({
        key: `l${round}`,
        label: round === lastLosers ? "Losers' final" : `Losers' round ${round}`,
        matches: list,
      })),
    });
  }
  const finals = roundsOf(matches.filter((m) => m.bracket === 'final'));
  sections.push({
    key: 'final',
    title: 'Grand final',
    columns: finals.map(({ round, matches: list }) => ({
      key: `f${round}`,
      label: round === 1 ? 'Grand final' : 'Grand final reset',
      matches: list,
    })),
  });
  return sections;
}

/** Round-robin and Swiss rounds, oldest first, each a list of matches. */
export function roundColumns(matches: MatchView[]): BracketColumn[] {
  return roundsOf(matches).map(({ round, matches: list }) => ({
    key: `r${round}`,
    label: `Round ${round}`,
    matches: list,
  }));
}

/**
 * The matches a team's path runs through: every match it played or waits in. Byes count, so the
 * path starts where the team entered the bracket.
 */
export function pathOf(matches: MatchView[], teamId: string): Set<string> {
  return new Set(
    matches.filter((m) => m.team1Id === teamId || m.team2Id === teamId).map((m) => m.id),
  );
}
