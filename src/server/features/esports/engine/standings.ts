import type { EsportsFormat } from '@shared/esports-enums';
import { swissRecords } from './swiss';
import type { EngineMatch } from './types';

export type StandingRow = {
  teamId: string;
  placement: number | null;
  wins: number;
  losses: number;
  points: number;
  buchholz?: number;
  medianBuchholz?: number;
  group?: number;
  groupRank?: number;
};

/** Wins and losses of played matches (byes are not played); a Swiss bye still earns a point. */
function tally(teams: readonly string[], matches: readonly EngineMatch[]) {
  const rows = new Map<string, StandingRow & { diff: number }>(
    teams.map((teamId) => [
      teamId,
      { teamId, placement: null, wins: 0, losses: 0, points: 0, diff: 0 },
    ]),
  );
  for (const m of matches) {
    if (m.status !== 'completed' || !m.winnerId) continue;
    const loserId = m.winnerId === m.team1Id ? m.team2Id : m.team1Id;
    const winner = rows.get(m.winnerId);
    const loser = loserId ? rows.get(loserId) : undefined;
    const margin = Math.abs((m.score1 ?? 0) - (m.score2 ?? 0));
    if (winner)
      Object.assign(winner, {
        wins: winner.wins + 1,
        points: winner.points + 1,
        diff: winner.diff + margin,
      });
    if (loser) Object.assign(loser, { losses: loser.losses + 1, diff: loser.diff - margin });
  }
  return rows;
}

/** Ranks a sorted list, level teams (by `same`) sharing a place. */
function rank<T extends StandingRow>(rows: T[], same: (a: T, b: T) => boolean) {
  rows.forEach((row, i) => {
    row.placement = i > 0 && same(rows[i - 1]!, row) ? rows[i - 1]!.placement : i + 1;
  });
  return rows;
}

/**
 * How far a team went in an elimination bracket: the later it went out, the higher; teams not out
 * yet get Infinity (the champion keeps it). Placement = 1 + teams that went further.
 */
function eliminationDepths(matches: readonly EngineMatch[]) {
  const depth = new Map<string, number>();
  const losersRounds = Math.max(
    0,
    ...matches.filter((m) => m.bracket === 'losers').map((m) => m.round),
  );
  const hasReset = matches.some((m) => m.bracket === 'final' && m.round === 2);
  const isDouble = matches.some((m) => m.bracket === 'final');
  for (const m of matches) {
    if (m.status !== 'completed' || !m.winnerId) continue;
    const loser = m.winnerId === m.team1Id ? m.team2Id : m.team1Id;
    if (!loser) continue;
    if (isDouble) {
      if (m.loserNext) continue;
      if (m.bracket === 'final' && m.round === 1 && hasReset) continue;
      if (m.bracket === 'winners') continue; // a winners' loss drops to the losers' bracket
      depth.set(loser, m.bracket === 'final' ? losersRounds + m.round : m.round);
    } else if (m.bracket === 'losers') {
      // The match for third place: its loser is fourth, its winner third.
      depth.set(loser, m.round - 1);
      depth.set(m.winnerId, m.round - 0.5);
    } else if (!m.loserNext) {
      depth.set(loser, m.round);
    }
  }
  return depth;
}

function eliminationStandings(teams: readonly string[], matches: readonly EngineMatch[]) {
  const rows = tally(teams, matches);
  const depth = eliminationDepths(matches);
  const finished = matches.every((m) => m.status === 'completed' || m.status === 'bye');
  const list = [...rows.values()];
  for (const row of list) {
    const own = depth.get(row.teamId) ?? Infinity;
    const ahead = list.filter((o) => (depth.get(o.teamId) ?? Infinity) > own).length;
    row.placement = own === Infinity && !finished ? null : 1 + ahead;
  }
  return list.sort(
    (a, b) =>
      (a.placement ?? 0) - (b.placement ?? 0) ||
      b.wins - a.wins ||
      teams.indexOf(a.teamId) - teams.indexOf(b.teamId),
  );
}

/** Round robin: wins, then the score margin, then the seed. */
function tableStandings(teams: readonly string[], matches: readonly EngineMatch[]) {
  const list = [...tally(teams, matches).values()];
  list.sort(
    (a, b) =>
      b.points - a.points || b.diff - a.diff || teams.indexOf(a.teamId) - teams.indexOf(b.teamId),
  );
  return rank(list, (a, b) => a.points === b.points && a.diff === b.diff);
}

/** Swiss: points, Buchholz (opponents' points), Median-Buchholz (without the best and worst). */
function swissStandings(teams: readonly string[], matches: readonly EngineMatch[]) {
  const records = swissRecords(teams, matches);
  const rows = tally(teams, matches);
  const list = [...rows.values()].map((row) => {
    const record = records.get(row.teamId)!;
    const opponents = [...record.opponents]
      .map((id) => records.get(id)?.points ?? 0)
      .sort((a, b) => a - b);
    const buchholz = opponents.reduce((sum, p) => sum + p, 0);
    const median = opponents.length >= 3 ? buchholz - opponents[0]! - opponents.at(-1)! : buchholz;
    return { ...row, points: record.points, buchholz, medianBuchholz: median };
  });
  list.sort(
    (a, b) =>
      b.points - a.points ||
      b.buchholz - a.buchholz ||
      b.medianBuchholz - a.medianBuchholz ||
      teams.indexOf(a.teamId) - teams.indexOf(b.teamId),
  );
  return rank(
    list,
    (a, b) =>
      a.points === b.points && a.buchholz === b.buchholz && a.medianBuchholz === b.medianBuchholz,
  );
}

/** Each group's table, in group order: [group number, rows ranked]. */
export function groupTables(teams: readonly string[], matches: readonly EngineMatch[]) {
  const groups = new Map<number, Set<string>>();
  for (const m of matches) {
    if (m.stage !== 'group' || m.group === null) continue;
    const set = groups.get(m.group) ?? new Set<string>();
    for (const id of [m.team1Id, m.team2Id]) if (id) set.add(id);
    groups.set(m.group, set);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([group, ids]) => {
      const members = teams.filter((t) => ids.has(t));
      return [
        group,
        tableStandings(
          members,
          matches.filter((m) => m.group === group),
        ),
      ] as const;
    });
}

/** Groups → playoffs: playoff teams by how far they went, then the rest by group rank. */
function groupsStandings(teams: readonly string[], matches: readonly EngineMatch[]) {
  const tables = groupTables(teams, matches);
  const playoffs = matches.filter((m) => m.stage === 'playoff');
  const inPlayoffs = new Set(
    playoffs.flatMap((m) => [m.team1Id, m.team2Id]).filter(Boolean) as string[],
  );
  const playoffRows = playoffs.length > 0 ? eliminationStandings([...inPlayoffs], playoffs) : [];
  const all = tally(teams, matches);
  const groupOf = new Map<string, { group: number; groupRank: number }>();
  for (const [group, rows] of tables)
    rows.forEach((r) => groupOf.set(r.teamId, { group, groupRank: r.placement! }));
  const rest = [...all.values()]
    .filter((r) => !inPlayoffs.has(r.teamId))
    .sort(
      (a, b) =>
        (groupOf.get(a.teamId)?.groupRank ?? 0) - (groupOf.get(b.teamId)?.groupRank ?? 0) ||
        b.points - a.points ||
        b.diff - a.diff,
    );
  // Placed once the playoffs exist, or when the groups are over and nobody goes on (k too small).
  const done =
    playoffs.length > 0 || matches.every((m) => m.status === 'completed' || m.status === 'bye');
  const rows: StandingRow[] = [
    ...playoffRows.map((r) => ({ ...r, ...all.get(r.teamId)!, placement: r.placement })),
    ...rest.map((r, i) => ({ ...r, placement: done ? inPlayoffs.size + i + 1 : null })),
  ];
  return rows.map((row) => {
    const { diff: _diff, ...clean } = row as StandingRow & { diff?: number };
    return { ...clean, ...groupOf.get(row.teamId) };
  });
}

/** Standings for any format; `teams` in seed order (the last tie-break). */
export function computeStandings(
  format: EsportsFormat,
  teams: readonly string[],
  matches: readonly EngineMatch[],
): StandingRow[] {
  const strip = (rows: (StandingRow & { diff?: number })[]) =>
    rows.map(({ diff: _diff, ...row }) => row);
  switch (format) {
    case 'single_elimination':
    case 'double_elimination':
      return strip(eliminationStandings(teams, matches));
    case 'round_robin':
      return strip(tableStandings(teams, matches));
    case 'swiss':
      return strip(swissStandings(teams, matches));
    case 'groups':
      return groupsStandings(teams, matches);
  }
}

/**
 * Prize per team from placements: teams sharing a place split the shares of the places they
 * cover (two teams third: the third and fourth shares, halved each). Amounts in cents.
 */
export function prizeCents(
  rows: readonly { teamId: string; placement: number | null }[],
  poolCents: number,
  shares: readonly { place: number; percent: number }[],
): Map<string, number> {
  const percentAt = new Map(shares.map((s) => [s.place, s.percent]));
  const result = new Map<string, number>();
  const byPlace = new Map<number, string[]>();
  for (const row of rows) {
    if (row.placement === null) continue;
    byPlace.set(row.placement, [...(byPlace.get(row.placement) ?? []), row.teamId]);
  }
  for (const [place, ids] of byPlace) {
    let percent = 0;
    for (let p = place; p < place + ids.length; p += 1) percent += percentAt.get(p) ?? 0;
    const each = Math.floor((poolCents * percent) / 100 / ids.length);
    for (const id of ids) result.set(id, each);
  }
  return result;
}
