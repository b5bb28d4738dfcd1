import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, stubFetch } from '@web/test/stub-fetch';
import FanDashboardPage from './fan-dashboard-page';

const LEAGUE = '6f1c2e0a-6a49-4d53-9a55-0a4c2b1f7a11';
const follows = [
  {
    entityType: 'league',
    entityId: LEAGUE,
    name: 'London Sunday Football League',
    imageUrl: null,
    notificationsEnabled: true,
    followedAt: '2026-11-01T10:00:00.000Z',
  },
];
const fixture = {
  fixtureId: 'f1',
  leagueId: LEAGUE,
  leagueName: 'London Sunday Football League',
  round: 10,
  homeTeamName: 'Highbury Vale',
  awayTeamName: 'Walthamstow Rovers',
};

describe('FanDashboardPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what the fan follows, the next match and the latest result', async () => {
    const fetchMock = stubFetch({
      '/api/follows': { body: follows },
      '/api/follows/fixtures': {
        body: [{ ...fixture, startTime: '2026-11-29T10:30:00.000Z', venueName: 'Hackney Marshes' }],
      },
      '/api/follows/results': {
        body: [{ ...fixture, round: 9, homeScore: 2, awayScore: 1, playedAt: null }],
      },
      [`DELETE /api/follows/league/${LEAGUE}`]: {
        body: {
          entityType: 'league',
          entityId: LEAGUE,
          following: false,
          notificationsEnabled: false,
          followers: 9,
        },
      },
    });
    const { user } = renderWithProviders(<FanDashboardPage />, { user: testUser() });

    const following = await screen.findByRole('region', { name: 'Following (1)' });
    expect(
      within(following).getByRole('link', { name: 'London Sunday Football League' }),
    ).toHaveAttribute('href', `/leagues/${LEAGUE}`);
    const next = screen.getByRole('region', { name: 'Next matches' });
    expect(await within(next).findByText(/Hackney Marshes/)).toBeVisible();
    const results = screen.getByRole('region', { name: 'Results you follow' });
    expect(await within(results).findByText('2 – 1')).toBeVisible();

    await user.click(
      within(following).getByRole('button', { name: 'Unfollow London Sunday Football League' }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', `/api/follows/league/${LEAGUE}`)).toHaveLength(1),
    );
  });

  it('tells a new fan how to start', async () => {
    stubFetch({
      '/api/follows': { body: [] },
      '/api/follows/fixtures': { body: [] },
      '/api/follows/results': { body: [] },
    });
    renderWithProviders(<FanDashboardPage />, { user: testUser() });
    expect(await screen.findByText(/You don't follow anything yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find leagues to follow' })).toHaveAttribute(
      'href',
      '/leagues',
    );
  });
});
