export type StandingsRule = 'points_gd_gf' | 'points_h2h';
export type PointsScheme = { win: number; draw: number; loss: number };
export const DEFAULT_POINTS: PointsScheme = { win: 3, draw: 1, loss: 0 };

export type StandingsTeam = { id: string; name: string };
/** A played fixture; `order` sorts results in time (kick-off, then round) for the form guide. */
export type PlayedResult = {
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number;
  awayScore: number;
  order: number;
};
export type FormLetter = 'W' | 'D' | 'L';

export type StandingsRow = {
  position: number;
  teamId: string;
  teamName: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** The last five results, oldest first. */
  form: FormLetter[];
};

type Tally = Omit<StandingsRow, 'position'>;

const FORM_LENGTH = 5;

/** Wins, draws, losses, goals and points of each team over `results`. */
function tally(
  teams: readonly StandingsTeam[],
  results: readonly PlayedResult[],
  points: PointsScheme,
): Map<string, Tally> {
  const rows = new Map<string, Tally>(
    teams.map((team) => [
      team.id,
      {
        teamId: team.id,
        teamName: team.name,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
        form: [],
      },
    ]),
  );
  const record = (row: Tally | undefined, scored: number, conceded: number) => {
    if (!row) return;
    const outcome: FormLetter = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
    row.played += 1;
    row.goalsFor += scored;
    row.goalsAgainst += conceded;
    row.goalDifference = row.goalsFor - row.goalsAgainst;
    if (outcome === 'W') row.won += 1;
    else if (outcome === 'D') row.drawn += 1;
    else row.lost += 1;
    row.points += outcome === 'W' ? points.win : outcome === 'D' ? points.draw : points.loss;
    row.form.push(outcome);
  };
  for (const r of [...results].sort((a, b) => a.order - b.order)) {
    record(rows.get(r.homeTeamId), r.homeScore, r.awayScore);
    record(rows.get(r.awayTeamId), r.awayScore, r.homeScore);
  }
  for (const row of rows.values()) row.form = row.form.slice(-FORM_LENGTH);
  return rows;
}

const byName = (a: Tally, b: Tally) =>
  a.teamName.localeCompare(b.teamName) || (a.teamId < b.teamId ? -1 : 1);

/** Points, goal difference, goals scored (the Premier League's order); then name, to be stable. */
const pointsGdGf = (a: Tally, b: Tally) =>
  b.points - a.points ||
  b.goalDifference - a.goalDifference ||
  b.goalsFor - a.goalsFor ||
  byName(a, b);

/**
 * La Liga's order: teams level on points are separated by the matches between them (points,
 * then goal difference in those matches), then by overall goal difference and goals scored.
 * With three or more level, the matches between all of them form a mini-league.
 */
function orderHeadToHead(
  rows: Tally[],
  results: readonly PlayedResult[],
  points: PointsScheme,
): Tally[] {
  const groups = new Map<number, Tally[]>();
  for (const row of rows) groups.set(row.points, [...(groups.get(row.points) ?? []), row]);
  return [...groups.keys()]
    .sort((a, b) => b - a)
    .flatMap((level) => {
      const group = groups.get(level)!;
      if (group.length === 1) return group;
      const ids = new Set(group.map((row) => row.teamId));
      const between = results.filter((r) => ids.has(r.homeTeamId) && ids.has(r.awayTeamId));
      const mini = tally(
        group.map((row) => ({ id: row.teamId, name: row.teamName })),
        between,
        points,
      );
      return [...group].sort((a, b) => {
        const ma = mini.get(a.teamId)!;
        const mb = mini.get(b.teamId)!;
        return (
          mb.points - ma.points ||
          mb.goalDifference - ma.goalDifference ||
          b.goalDifference - a.goalDifference ||
          b.goalsFor - a.goalsFor ||
          byName(a, b)
        );
      });
    });
}

/** The league table from the played results, ordered by the league's rule. */
export function computeStandings(
  teams: readonly StandingsTeam[],
  results: readonly PlayedResult[],
  rule: StandingsRule,
  points: PointsScheme = DEFAULT_POINTS,
): StandingsRow[] {
  const rows = [...tally(teams, results, points).values()];
  const ordered =
    rule === 'points_h2h' ? orderHeadToHead(rows, results, points) : rows.sort(pointsGdGf);
  return ordered.map((row, index) => ({ position: index + 1, ...row }));
}
