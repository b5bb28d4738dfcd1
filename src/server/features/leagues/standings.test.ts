import { describe, expect, it } from 'vitest';
import { computeStandings, type PlayedResult } from './standings';

const teams = ['Ashford', 'Bexley', 'Croydon', 'Dartford'].map((name) => ({
  id: name.toLowerCase(),
  name,
}));
let order = 0;
const game = (home: string, homeScore: number, awayScore: number, away: string): PlayedResult => ({
  homeTeamId: home,
  awayTeamId: away,
  homeScore,
  awayScore,
  order: (order += 1),
});
const names = (rows: { teamName: string }[]) => rows.map((row) => row.teamName);

describe('computeStandings', () => {
  it('counts played, won, drawn, lost, goals and points (3/1/0 by default), and the form', () => {
    const results = [
      game('ashford', 2, 0, 'bexley'),
      game('croydon', 1, 1, 'ashford'),
      game('ashford', 0, 3, 'dartford'),
    ];
    const [ashford, dartford] = computeStandings(teams, results, 'points_gd_gf');
    expect(dartford).toMatchObject({
      position: 2,
      teamName: 'Dartford',
      played: 1,
      won: 1,
      points: 3,
      goalDifference: 3,
    });
    expect(ashford).toMatchObject({
      position: 1,
      played: 3,
      won: 1,
      drawn: 1,
      lost: 1,
      goalsFor: 3,
      goalsAgainst: 4,
      goalDifference: -1,
      points: 4,
      form: ['W', 'D', 'L'],
    });
  });

  it('keeps only the last five results in the form, oldest first', () => {
    const results = [
      game('ashford', 1, 0, 'bexley'),
      game('ashford', 0, 1, 'croydon'),
      game('ashford', 2, 2, 'dartford'),
      game('bexley', 0, 3, 'ashford'),
      game('croydon', 1, 0, 'ashford'),
      game('dartford', 0, 0, 'ashford'),
    ];
    const ashford = computeStandings(teams, results, 'points_gd_gf').find(
      (r) => r.teamId === 'ashford',
    )!;
    expect(ashford.form).toEqual(['L', 'D', 'W', 'L', 'D']);
  });

  it('uses the league’s own points for a win, a draw and a loss', () => {
    const results = [game('ashford', 1, 0, 'bexley'), game('croydon', 0, 0, 'dartford')];
    const rows = computeStandings(teams, results, 'points_gd_gf', { win: 2, draw: 1, loss: 0 });
    expect(rows.find((r) => r.teamId === 'ashford')!.points).toBe(2);
    expect(rows.find((r) => r.teamId === 'croydon')!.points).toBe(1);
  });

  it('points_gd_gf: level on points, goal difference decides, then goals scored, then name', () => {
    const results = [
      game('ashford', 3, 0, 'dartford'), // Ashford +3
      game('bexley', 5, 2, 'croydon'), // Bexley +3, more goals
      game('croydon', 2, 1, 'ashford'), // Croydon beats Ashford: h2h would favour Croydon
      game('dartford', 1, 0, 'bexley'),
    ];
    // Everyone on 3 points: Bexley 5-3 and Ashford 4-2 (both +2), Croydon 4-6, Dartford 1-3.
    expect(names(computeStandings(teams, results, 'points_gd_gf'))).toEqual([
      'Bexley',
      'Ashford',
      'Croydon',
      'Dartford',
    ]);
  });

  it('points_h2h: two level on points are ordered by their meeting before goal difference', () => {
    const results = [
      game('ashford', 5, 0, 'dartford'), // Ashford: big goal difference
      game('bexley', 1, 0, 'ashford'), // but Bexley won the meeting
      game('croydon', 0, 1, 'ashford'),
      game('bexley', 0, 2, 'croydon'),
      game('dartford', 0, 1, 'bexley'),
    ];
    // Ashford and Bexley 6 points each; Ashford +5, Bexley -0 overall.
    expect(names(computeStandings(teams, results, 'points_gd_gf')).slice(0, 2)).toEqual([
      'Ashford',
      'Bexley',
    ]);
    expect(names(computeStandings(teams, results, 'points_h2h')).slice(0, 2)).toEqual([
      'Bexley',
      'Ashford',
    ]);
  });

  it('points_h2h: a three-way tie is a mini-league of the matches between the three', () => {
    const results = [
      // A beats B, B beats C, C beats A: 3 points each among themselves; goal difference
      // between them decides: A +2 (3-1 and 0-1... see below).
      game('ashford', 3, 0, 'bexley'),
      game('bexley', 2, 1, 'croydon'),
      game('croydon', 1, 0, 'ashford'),
      // Each beats Dartford; Croydon by the most, so overall goal difference would favour it.
      game('ashford', 1, 0, 'dartford'),
      game('bexley', 1, 0, 'dartford'),
      game('croydon', 6, 0, 'dartford'),
    ];
    // Mini-league: Ashford 3-1 (+2), Bexley 2-4 (-2), Croydon 2-2 (0).
    expect(names(computeStandings(teams, results, 'points_h2h'))).toEqual([
      'Ashford',
      'Croydon',
      'Bexley',
      'Dartford',
    ]);
    // Overall goal difference instead: Croydon +6, Ashford +3, Bexley -2.
    expect(names(computeStandings(teams, results, 'points_gd_gf'))).toEqual([
      'Croydon',
      'Ashford',
      'Bexley',
      'Dartford',
    ]);
  });

  it('points_h2h: level in the meetings too, overall goal difference then goals scored decide', () => {
    const results = [
      game('ashford', 1, 1, 'bexley'),
      game('ashford', 4, 0, 'croydon'),
      game('bexley', 2, 0, 'croydon'),
    ];
    expect(names(computeStandings(teams, results, 'points_h2h')).slice(0, 2)).toEqual([
      'Ashford',
      'Bexley',
    ]);
  });

  it('lists teams without a result at the bottom, by name, with zeros', () => {
    const rows = computeStandings(teams, [game('croydon', 1, 0, 'dartford')], 'points_h2h');
    expect(names(rows)).toEqual(['Croydon', 'Ashford', 'Bexley', 'Dartford']);
    expect(rows[1]).toMatchObject({ played: 0, points: 0, form: [] });
  });
});
