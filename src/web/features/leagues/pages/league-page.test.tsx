import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FixtureView, LeagueView, StandingsRowView } from '@shared/contracts/leagues';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import LeaguePage from './league-page';

const LEAGUE_ID = '55555555-5555-4555-8555-555555555555';
const ADMIN_ID = '00000000-0000-4000-8000-0000000000ad';
const url = `/api/leagues/${LEAGUE_ID}`;

const league = (overrides: Partial<LeagueView> = {}): LeagueView => ({
  id: LEAGUE_ID,
  name: 'Camden Sunday League',
  description: null,
  sport: { id: 1, name: 'Soccer', icon: '⚽' },
  season: '2026/27',
  leagueType: 'amateur',
  format: 'round_robin',
  status: 'ongoing',
  maxTeams: 10,
  currentTeams: 2,
  startDate: '2026-09-06',
  endDate: '2027-05-30',
  standingsRule: 'points_gd_gf',
  pointsForWin: 3,
  pointsForDraw: 1,
  pointsForLoss: 0,
  fixtureMinutes: 120,
  rules: null,
  registrationFee: null,
  prizeMoney: null,
  logo: null,
  coverImage: null,
  admin: { id: ADMIN_ID, firstName: 'Lee', lastName: 'Admin', profileImageUrl: null },
  isAdmin: false,
  followersCount: 0,
  createdAt: '2026-08-01T10:00:00.000Z',
  ...overrides,
});

const row = (position: number, teamName: string, points: number): StandingsRowView => ({
  position,
  teamId: `team-${position}`,
  teamName,
  played: 1,
  won: points === 3 ? 1 : 0,
  drawn: 0,
  lost: points === 0 ? 1 : 0,
  goalsFor: points === 3 ? 2 : 1,
  goalsAgainst: points === 3 ? 1 : 2,
  goalDifference: points === 3 ? 1 : -1,
  points,
  form: [points === 3 ? 'W' : 'L'],
});

const fixture: FixtureView = {
  id: '66666666-6666-4666-8666-666666666666',
  round: 1,
  homeTeamId: 'team-1',
  awayTeamId: 'team-2',
  homeTeamName: 'Camden Rovers',
  awayTeamName: 'Kentish Town',
  startTime: '2026-09-06T14:00:00.000Z',
  venueId: null,
  venueName: null,
  refereeId: null,
  refereeName: null,
  homeScore: 2,
  awayScore: 1,
  status: 'played',
};

function stub(overrides: Partial<LeagueView> = {}) {
  return stubFetch({
    [url]: { body: league(overrides) },
    [`${url}/teams`]: { body: [] },
    [`${url}/referees`]: { body: [] },
    [`${url}/fixtures`]: { body: [fixture] },
    [`${url}/standings`]: { body: [row(1, 'Camden Rovers', 3), row(2, 'Kentish Town', 0)] },
    [`PUT ${url}/fixtures/${fixture.id}/result`]: { body: { ...fixture, homeScore: 3 } },
  });
}

const renderPage = (route = `/leagues/${LEAGUE_ID}`, user = testUser()) =>
  renderWithProviders(<LeaguePage />, { route, path: '/leagues/:id', user });

describe('LeaguePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the table, in the order the server gives, with the form in words', async () => {
    stub();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: /Camden Sunday League/, level: 1 }),
    ).toBeVisible();
    const table = await screen.findByRole('table');
    const teams = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(teams).toEqual(['Camden Rovers', 'Kentish Town']);
    expect(within(table).getByText('Last results: won')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Manage' })).not.toBeInTheDocument();
  });

  it('shows the fixtures by round with their scores', async () => {
    stub();
    renderPage(`/leagues/${LEAGUE_ID}?tab=fixtures`);
    const round = await screen.findByRole('list', { name: 'Round 1' });
    expect(within(round).getByText('2 – 1')).toBeVisible();
  });

  it('gives the admin a Manage tab where a result is corrected', async () => {
    const fetchMock = stub({ isAdmin: true });
    const { user } = renderPage(`/leagues/${LEAGUE_ID}?tab=manage`, testUser({ id: ADMIN_ID }));
    expect(await screen.findByRole('button', { name: 'Complete the season' })).toBeVisible();
    const home = await screen.findByRole('textbox', { name: 'Camden Rovers goals' });
    await user.clear(home);
    await user.type(home, '3');
    await user.click(screen.getByRole('button', { name: /^Save Camden Rovers against/ }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', `${url}/fixtures/${fixture.id}/result`)).toHaveLength(1),
    );
    const [[, init]] = callsTo(fetchMock, 'PUT', `${url}/fixtures/${fixture.id}/result`) as [
      [unknown, RequestInit],
    ];
    expect(sentJson(init)).toEqual({ homeScore: 3, awayScore: 1 });
  });

  it('gives a referee the result entry, and nothing else of the Manage tab', async () => {
    const REFEREE_ID = '00000000-0000-4000-8000-0000000000ef';
    stubFetch({
      [url]: { body: league() },
      [`${url}/teams`]: { body: [] },
      [`${url}/referees`]: {
        body: [{ id: REFEREE_ID, firstName: 'Rita', lastName: 'Ref', profileImageUrl: null }],
      },
      [`${url}/fixtures`]: { body: [fixture] },
      [`${url}/standings`]: { body: [] },
    });
    renderPage(`/leagues/${LEAGUE_ID}?tab=manage`, testUser({ id: REFEREE_ID }));
    expect(await screen.findByRole('tab', { name: 'Enter results' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Camden Rovers goals' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Complete the season' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Referees' })).not.toBeInTheDocument();
  });
});
