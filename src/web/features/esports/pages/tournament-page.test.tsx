import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StandingsRowView } from '@shared/contracts/esports';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, stubFetch } from '@web/test/stub-fetch';
import { fiveTeamBracket, participant, teamId, tournament } from '../test/fixtures';
import TournamentPage from './tournament-page';

const T = tournament();
const url = `/api/esports/tournaments/${T.id}`;

const standing = (n: number, placement: number, prizeWon = '0.00'): StandingsRowView => ({
  teamId: teamId(n),
  teamName: `Team ${n}`,
  placement,
  wins: 3 - placement,
  losses: 1,
  points: 3 - placement,
  prizeWon,
});

function stub(overrides: Parameters<typeof tournament>[0] = {}, matches = fiveTeamBracket()) {
  return stubFetch({
    [url]: { body: tournament(overrides) },
    [`${url}/participants`]: { body: [1, 2, 3, 4, 5].map((n) => participant(n)) },
    [`${url}/matches`]: { body: matches },
    [`${url}/standings`]: { body: [standing(1, 1, '600.00'), standing(2, 2, '400.00')] },
    '/api/esports/dashboard': {
      body: {
        teams: [],
        invitations: [],
        nextMatches: [],
        tournaments: [],
        recentResults: [],
        winRateOverTime: [],
      },
    },
    [`POST ${url}/start`]: { body: tournament({ status: 'ongoing' }) },
  });
}

const renderPage = (route = `/esports/tournaments/${T.id}`) =>
  renderWithProviders(<TournamentPage />, {
    route,
    path: '/esports/tournaments/:id',
    user: testUser(),
  });

describe('TournamentPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the bracket once it is drawn, with team names from the participants', async () => {
    stub();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Winter Cup', level: 1 })).toBeVisible();
    const bracket = await screen.findByRole('region', { name: 'Bracket' });
    expect(within(bracket).getByRole('list', { name: 'Semi-finals' })).toBeVisible();
    expect(
      within(bracket).getByRole('button', { name: /Semi-finals, match 1: Team 1 versus Team 4/ }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Organiser' })).toBeNull();
  });

  it('opens a match in a dialog', async () => {
    stub();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Semi-finals, match 2/ }));
    expect(screen.getByRole('dialog', { name: 'Team 2 vs Team 3' })).toBeVisible();
  });

  it('shows the standings with prize money, and the champion once crowned', async () => {
    stub({ status: 'completed', championTeamId: teamId(1) });
    const { user } = renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Champion: Team 1');
    await user.click(screen.getByRole('tab', { name: 'Standings' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('$600.00');
  });

  it('gives the organiser the start button before the bracket is drawn', async () => {
    const fetchMock = stub({ status: 'registration', isOrganizer: true }, []);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start tournament' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${url}/start`)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Close registration' })).toBeVisible();
  });
});
