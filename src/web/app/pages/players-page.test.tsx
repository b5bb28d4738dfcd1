import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, stubFetch, urlsFetched } from '@web/test/stub-fetch';
import PlayersPage from './players-page';

const player = (id: string, firstName: string, extra: object = {}) => ({
  id,
  firstName,
  lastName: 'Test',
  profileImageUrl: null,
  location: 'London, United Kingdom',
  bio: 'Plays on weekends.',
  skillLevel: 'intermediate',
  sports: [{ id: 3, name: 'Tennis', icon: null, skillLevel: null }],
  followersCount: 2,
  isFollowing: false,
  isMe: false,
  ...extra,
});

const routes = {
  '/api/sports': { body: [{ id: 3, name: 'Tennis', icon: null }] },
  '/api/players': {
    body: { items: [player('p1', 'Emma'), player('p2', 'Noah')], nextCursor: null },
  },
  '/api/players/matches': {
    body: {
      items: [
        {
          ...player('p2', 'Noah'),
          score: 91,
          reasons: ['Plays Tennis like you', '2 km away'],
          distanceKm: 2,
        },
      ],
    },
  },
  '/api/games': { body: { items: [], nextCursor: null, total: 0 } },
  '/api/teams': { body: { items: [], nextCursor: null } },
  'POST /api/players/p1/follow': { body: { following: true, followersCount: 3 } },
};

describe('PlayersPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists real players, suggests matches with reasons, and Connect follows', async () => {
    const fetchMock = stubFetch(routes);
    const { user } = renderWithProviders(<PlayersPage />, { user: testUser(), route: '/players' });
    const matches = await screen.findByRole('list', { name: 'Recommended players' });
    expect(within(matches).getByText('91% match')).toBeVisible();
    expect(within(matches).getByText('• Plays Tennis like you')).toBeVisible();
    const all = await screen.findByRole('list', { name: 'Players' });
    expect(within(all).getAllByTestId('player-card')).toHaveLength(2);
    expect(within(all).getByRole('link', { name: 'View Profile of Emma Test' })).toHaveAttribute(
      'href',
      '/players/p1',
    );
    await user.click(within(all).getByRole('button', { name: 'Connect Emma Test' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/players/p1/follow')).toHaveLength(1),
    );
    expect(await screen.findByText('You now follow Emma Test.')).toBeVisible();
  });

  it('sends the filters with the list request and keeps them in the address', async () => {
    const fetchMock = stubFetch(routes);
    const { user, location } = renderWithProviders(<PlayersPage />, {
      user: testUser(),
      route: '/players',
    });
    await screen.findByRole('option', { name: 'Tennis' });
    await user.selectOptions(screen.getByLabelText('Sport'), 'Tennis');
    await user.selectOptions(screen.getByLabelText('Skill level'), 'expert');
    await user.type(screen.getByLabelText('Location'), 'Paris');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(location()).toBe('/players?sportId=3&skillLevel=expert&location=Paris'),
    );
    await waitFor(() =>
      expect(urlsFetched(fetchMock)).toContain(
        '/api/players?sportId=3&skillLevel=expert&location=Paris',
      ),
    );
    // With filters on, the suggestions make way for the results.
    expect(screen.queryByRole('list', { name: 'Recommended players' })).toBeNull();
  });

  it('opens the tab the address names and shows the empty states', async () => {
    stubFetch(routes);
    const { user, location } = renderWithProviders(<PlayersPage />, {
      user: testUser(),
      route: '/players?tab=games',
    });
    expect(await screen.findByText('No games available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Game' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Teams' }));
    expect(await screen.findByText('No teams available')).toBeVisible();
    expect(location()).toBe('/players?tab=teams');
  });

  it('visitors browse; Connect and Join lead to sign in', async () => {
    stubFetch(routes);
    renderWithProviders(<PlayersPage />, { user: null, route: '/players' });
    const all = await screen.findByRole('list', { name: 'Players' });
    expect(within(all).getAllByRole('link', { name: /Connect/ })[0]).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.queryByRole('list', { name: 'Recommended players' })).toBeNull();
  });
});
