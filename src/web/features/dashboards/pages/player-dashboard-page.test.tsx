import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerGame } from '@shared/contracts/dashboards';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import PlayerDashboardPage from './player-dashboard-page';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function playerGame(overrides: Partial<PlayerGame>): PlayerGame {
  return {
    id: 'g1',
    title: 'Doubles morning',
    sport: { id: 1, name: 'Tennis', icon: null },
    venue: 'Hyde Park courts',
    time: inDays(2),
    timeZone: 'Europe/London',
    status: 'upcoming',
    myStatus: 'accepted',
    isOrganizer: false,
    waitlistPosition: null,
    result: null,
    currentPlayers: 3,
    maxPlayers: 4,
    ...overrides,
  };
}

const routes = {
  '/api/player/stats': {
    body: {
      gamesPlayed: 12,
      wins: 7,
      losses: 3,
      draws: 2,
      winRate: 58.3,
      rating: 4.67,
      reviewCount: 9,
      upcomingGames: 2,
      teams: 2,
      followers: 16,
      following: 8,
      history: [
        { month: '2030-01', played: 1, wins: 1 },
        { month: '2030-02', played: 3, wins: 2 },
      ],
    },
  },
  'GET /api/player/games': {
    body: {
      items: [
        playerGame({}),
        playerGame({ id: 'g2', title: 'Full game', myStatus: 'waitlist', waitlistPosition: 2 }),
        playerGame({ id: 'g3', title: 'My own game', isOrganizer: true }),
      ],
    },
  },
  'GET /api/player/games?when=past': {
    body: {
      items: [playerGame({ id: 'g9', title: 'Last week', time: inDays(-7), result: 'win' })],
    },
  },
  '/api/player/teams': {
    body: {
      items: [
        {
          id: 't1',
          name: 'Camden Smashers',
          sport: 'Tennis',
          members: 6,
          maxMembers: 10,
          role: 'captain',
          active: true,
        },
        {
          id: 't2',
          name: 'Paris Padel Club',
          sport: 'Padel',
          members: 5,
          maxMembers: 8,
          role: 'pending',
          active: false,
        },
      ],
    },
  },
  'POST /api/games/g1/leave': { body: {} },
  'PUT /api/games/g9/result': { body: {} },
};

describe('PlayerDashboardPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows quick links and stat cards from /api/player/stats', async () => {
    stubFetch(routes);
    renderWithProviders(<PlayerDashboardPage />, { user: testUser() });
    const links = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(links).getByRole('link', { name: 'Find Players' })).toHaveAttribute(
      'href',
      '/players',
    );
    expect(within(links).getByRole('link', { name: 'Find Venues' })).toHaveAttribute(
      'href',
      '/venues',
    );
    expect(within(links).getByRole('link', { name: 'Teams' })).toHaveAttribute(
      'href',
      '/players?tab=teams',
    );
    expect(within(links).getByRole('link', { name: 'Community' })).toHaveAttribute(
      'href',
      '/community',
    );
    expect(await screen.findByText('58.3%')).toBeVisible();
    expect(screen.getByText('12')).toBeVisible();
    expect(screen.getByText('4.7')).toBeVisible();
    expect(screen.getByText('7W · 3L · 2D')).toBeVisible();
  });

  it('upcoming games: status per game, Leave for players, none for the organiser', async () => {
    const fetchMock = stubFetch(routes);
    const { user } = renderWithProviders(<PlayerDashboardPage />, { user: testUser() });
    const list = await screen.findByRole('list', { name: 'Upcoming games' });
    expect(within(list).getByText('Waitlist #2')).toBeVisible();
    expect(within(list).getByText('Organising')).toBeVisible();
    expect(within(list).queryByRole('button', { name: 'Leave My own game' })).toBeNull();
    expect(within(list).getByRole('button', { name: 'Leave waitlist Full game' })).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Leave Doubles morning' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/games/g1/leave')).toHaveLength(1));
    expect(await screen.findByText('You left the game')).toBeVisible();
  });

  it('my teams: role, or a request still waiting', async () => {
    stubFetch(routes);
    const { user } = renderWithProviders(<PlayerDashboardPage />, { user: testUser() });
    await user.click(screen.getByRole('tab', { name: 'My Teams' }));
    const list = await screen.findByRole('list', { name: 'My teams' });
    expect(within(list).getByText('Captain')).toBeVisible();
    expect(within(list).getByText('Request pending')).toBeVisible();
  });

  it('performance: the chart, the record, and results to report', async () => {
    const fetchMock = stubFetch(routes);
    const { user } = renderWithProviders(<PlayerDashboardPage />, { user: testUser() });
    await user.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(await screen.findByText('Games per month')).toBeVisible();
    expect(
      screen.getByRole('table', { name: 'Games played and won per month' }),
    ).toBeInTheDocument();
    const played = await screen.findByRole('list', { name: 'Games played' });
    expect(within(played).getByRole('button', { name: 'Won' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(played).getByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/games/g9/result')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT', '/api/games/g9/result')[0]!;
    expect(sentJson(init)).toEqual({ result: 'draw' });
  });

  it('my bookings: the empty state leads to the venues', async () => {
    stubFetch(routes);
    const { user } = renderWithProviders(<PlayerDashboardPage />, { user: testUser() });
    await user.click(screen.getByRole('tab', { name: 'My Bookings' }));
    expect(await screen.findByText('No bookings yet')).toBeVisible();
    const empty = screen.getByText('No bookings yet').parentElement!;
    expect(within(empty).getByRole('link', { name: 'Find Venues' })).toHaveAttribute(
      'href',
      '/venues',
    );
  });
});
