import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EsportsDashboardView } from '@shared/contracts/esports';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, stubFetch } from '@web/test/stub-fetch';
import { teamId } from '../test/fixtures';
import EsportsDashboardPage from './esports-dashboard-page';

const TOURNAMENT = '20000000-0000-4000-8000-000000000009';
const team = {
  id: teamId(1),
  name: 'Night Owls',
  tag: 'OWL',
  logo: null,
  region: 'EU',
  game: { id: 'g', title: 'Street Duel 6', teamSize: 1, logo: null },
  mmr: 1500,
  ranking: 3,
  wins: 6,
  losses: 2,
  winRate: 75,
  role: 'captain' as const,
};

const view: EsportsDashboardView = {
  teams: [team],
  invitations: [],
  nextMatches: [
    {
      matchId: 'm1',
      tournamentId: TOURNAMENT,
      tournamentName: 'Duel Cup',
      round: 2,
      bracket: 'winners',
      myTeamId: teamId(1),
      opponent: { id: teamId(2), name: 'Red Foxes' },
      status: 'ready',
      canReport: true,
    },
  ],
  tournaments: [
    {
      id: TOURNAMENT,
      name: 'Duel Cup',
      gameTitle: 'Street Duel 6',
      status: 'registration',
      startDate: '2026-12-12',
      myTeamId: teamId(1),
      isOrganizer: false,
      canCheckIn: true,
      checkedIn: false,
      placement: null,
    },
  ],
  recentResults: [],
  winRateOverTime: [
    { month: '2026-10', played: 4, wins: 2, winRate: 50 },
    { month: '2026-11', played: 4, wins: 4, winRate: 100 },
  ],
};

describe('EsportsDashboardPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists my teams and next matches, and checks my team in', async () => {
    const checkIn = `/api/esports/tournaments/${TOURNAMENT}/participants/${teamId(1)}/check-in`;
    const fetchMock = stubFetch({
      '/api/esports/dashboard': { body: view },
      [`POST ${checkIn}`]: { body: {} },
    });
    const { user } = renderWithProviders(<EsportsDashboardPage />, { user: testUser() });
    const next = await screen.findByRole('list', { name: 'Next matches' });
    expect(within(next).getByText('Night Owls vs Red Foxes')).toBeVisible();
    expect(within(next).getByRole('link', { name: 'Report score' })).toHaveAttribute(
      'href',
      `/esports/tournaments/${TOURNAMENT}?tab=bracket`,
    );
    expect(screen.getByRole('list', { name: 'My teams' })).toHaveTextContent('6–2 · 75%');
    await user.click(within(next).getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', checkIn)).toHaveLength(1));
  });

  it('gives the win-rate chart a text alternative', async () => {
    stubFetch({ '/api/esports/dashboard': { body: view } });
    renderWithProviders(<EsportsDashboardPage />, { user: testUser() });
    const table = await screen.findByRole('table', { name: 'Win rate per month' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText(/latest Nov 26: 100% of 4 matches/)).toBeVisible();
  });
});
