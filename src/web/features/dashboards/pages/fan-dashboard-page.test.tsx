import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, stubFetch } from '@web/test/stub-fetch';
import FanDashboardPage from './fan-dashboard-page';

const LEAGUE = '6f1c2e0a-6a49-4d53-9a55-0a4c2b1f7a11';
const TEAM = '0d9b6a52-6f0e-4d39-9f53-5b1f3f7c2a22';
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
const source = { entityType: 'league', entityId: LEAGUE, name: 'London Sunday Football League' };
const suggestion = {
  entityType: 'team',
  entityId: TEAM,
  name: 'Hackney Wick Wanderers',
  imageUrl: null,
  followers: 41,
};
const teamStatus = (following: boolean) => ({
  entityType: 'team',
  entityId: TEAM,
  following,
  notificationsEnabled: following,
  followers: following ? 42 : 41,
});

describe('FanDashboardPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what the fan follows, the next match and the feed', async () => {
    const fetchMock = stubFetch({
      '/api/follows': { body: follows },
      '/api/follows/fixtures': {
        body: [{ ...fixture, startTime: '2026-11-29T10:30:00.000Z', venueName: 'Hackney Marshes' }],
      },
      '/api/follows/feed': {
        body: [
          {
            id: 'result:f0',
            kind: 'result',
            at: '2026-11-22T12:00:00.000Z',
            title: 'Highbury Vale 2 – 1 Walthamstow Rovers',
            detail: 'London Sunday Football League, round 9',
            href: `/leagues/${LEAGUE}?tab=fixtures`,
            source,
          },
        ],
      },
      '/api/follows/suggestions': { body: [] },
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
    const feed = screen.getByRole('region', { name: 'Your feed' });
    expect(
      await within(feed).findByRole('link', { name: 'Highbury Vale 2 – 1 Walthamstow Rovers' }),
    ).toHaveAttribute('href', `/leagues/${LEAGUE}?tab=fixtures`);
    expect(within(feed).getByText(/from London Sunday Football League \(league\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '#discover');

    await user.click(
      within(following).getByRole('button', { name: 'Unfollow London Sunday Football League' }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', `/api/follows/league/${LEAGUE}`)).toHaveLength(1),
    );
  });

  it('welcomes a new fan with Discover first, and follows a suggestion in one click', async () => {
    const fetchMock = stubFetch({
      '/api/follows': { body: [] },
      '/api/follows/fixtures': { body: [] },
      '/api/follows/feed': { body: [] },
      '/api/follows/suggestions': { body: [suggestion] },
      [`GET /api/follows/team/${TEAM}`]: { body: teamStatus(false) },
      'POST /api/follows': { status: 201, body: teamStatus(true) },
    });
    const { user } = renderWithProviders(<FanDashboardPage />, { user: testUser() });
    expect(await screen.findByText(/Welcome! Follow a few teams/)).toBeVisible();
    expect(screen.getByText(/You don't follow anything yet/)).toBeVisible();
    expect(screen.getByText(/Nothing new yet/)).toBeVisible();
    expect(screen.getByText('No matches coming up for what you follow.')).toBeVisible();
    // Only one Discover, placed first for a new fan.
    const discover = screen.getByRole('region', { name: 'Discover' });
    expect(within(discover).getByRole('link', { name: 'Leagues' })).toHaveAttribute(
      'href',
      '/leagues',
    );
    expect(within(discover).getByRole('link', { name: 'Esports' })).toHaveAttribute(
      'href',
      '/esports',
    );
    const button = await within(discover).findByRole('button', {
      name: 'Follow Hackney Wick Wanderers',
    });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/follows')).toHaveLength(1));
  });
});
