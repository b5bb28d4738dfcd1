import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import HomePage from './home-page';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function game(id: string, title: string, currentPlayers: number, maxPlayers: number) {
  return {
    id,
    title,
    description: null,
    sport: { id: 1, name: 'Football', icon: null },
    venue: null,
    location: 'Hyde Park',
    startTime: inDays(2),
    endTime: null,
    maxPlayers,
    currentPlayers,
    waitlistCount: 0,
    skillLevel: null,
    cost: '0.00',
    isPrivate: false,
    status: 'upcoming',
    organizer: { id: 'o1', firstName: 'Olu', lastName: 'Ade', profileImageUrl: null },
    myStatus: null,
  };
}

const games = [
  { ...game('7', 'Sunday 5-a-side', 6, 10), startTime: '2030-06-16T18:00:00.000Z' },
  game('8', 'Morning doubles', 2, 4),
  game('9', 'Pickup hoops', 3, 10),
  game('10', 'Fourth game (not shown)', 0, 8),
];
const gamesPage = { items: games, nextCursor: 'next', total: 12 };

const venues = [
  {
    id: 3,
    name: 'Riverside Courts',
    images: [],
    city: 'Lisbon',
    state: 'LX',
    pricePerHour: '25.5',
    rating: null,
  },
  { id: 4, name: 'Harbour Arena', images: [], city: 'Porto', pricePerHour: '40', rating: '4.6' },
  { id: 5, name: 'Third venue (not shown)', images: [], pricePerHour: '10' },
];

function post(id: string, content: string, createdAt: string, author: object | null) {
  return {
    id,
    content,
    images: [],
    likesCount: 0,
    commentsCount: 0,
    createdAt,
    author,
    likedByMe: false,
    isMine: false,
  };
}

const posts = [
  post('1', 'Great match tonight!', minutesAgo(5), {
    id: 'u1',
    firstName: 'Lea',
    lastName: 'Moreau',
    profileImageUrl: null,
  }),
  post('2', 'Anyone up for tennis?', minutesAgo(120), null),
];

/** The value shown under a counter's label. */
function counter(label: string) {
  return screen.getByText(label).nextElementSibling;
}

describe('HomePage', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('greets the user and fills the counters and lists from the API', async () => {
    stubFetch({
      '/api/bookings': {
        body: [
          { id: 1, status: 'confirmed', startTime: inDays(1) },
          { id: 2, status: 'pending', startTime: inDays(3) },
          { id: 3, status: 'cancelled', startTime: inDays(3) },
          { id: 4, status: 'confirmed', startTime: inDays(-3) },
        ],
      },
      '/api/venues': { body: { items: venues } },
      '/api/games': { body: gamesPage },
      '/api/posts': { body: { items: posts, nextCursor: null } },
    });
    renderWithProviders(<HomePage />, { user: testUser({ skillLevel: 'advanced' }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Sam' })).toBeVisible();
    await waitFor(() => expect(counter('Upcoming Bookings')).toHaveTextContent('2'));
    expect(counter('Nearby Venues')).toHaveTextContent('3');
    expect(counter('Available Games')).toHaveTextContent('12');
    expect(counter('Your Level')).toHaveTextContent('Advanced');

    const gamesSection = screen.getByRole('region', { name: 'Upcoming Games' });
    expect(within(gamesSection).getAllByRole('listitem')).toHaveLength(3);
    expect(within(gamesSection).getByRole('heading', { name: 'Sunday 5-a-side' })).toBeVisible();
    expect(within(gamesSection).getByRole('link', { name: 'Sunday 5-a-side' })).toHaveAttribute(
      'href',
      '/games/7',
    );
    expect(within(gamesSection).getByText('6/10 players')).toBeVisible();
    expect(within(gamesSection).queryByText('Fourth game (not shown)')).toBeNull();

    const venuesSection = screen.getByRole('region', { name: 'Featured Venues' });
    expect(within(venuesSection).getAllByRole('listitem')).toHaveLength(2);
    expect(within(venuesSection).getByText('Lisbon, LX')).toBeVisible();
    expect(within(venuesSection).getByText('$25.50')).toBeVisible();
    expect(within(venuesSection).getByText('0.0')).toBeVisible();
    expect(
      within(venuesSection).getByRole('link', { name: 'Book Riverside Courts' }),
    ).toHaveAttribute('href', '/venues/3');

    const postsSection = screen.getByRole('region', { name: 'Community Activity' });
    expect(within(postsSection).getByText('Lea Moreau')).toBeVisible();
    expect(within(postsSection).getByText('5 minutes ago')).toBeVisible();
    expect(within(postsSection).getByText('Unknown User')).toBeVisible();
    expect(within(postsSection).getByText('2 hours ago')).toBeVisible();
  });

  it('falls back to empty states and zero counters when the lists answer 404', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<HomePage />, { user: testUser({ firstName: null, skillLevel: null }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Player' })).toBeVisible();
    expect(
      await screen.findByText('No posts available. Be the first to share something!'),
    ).toBeVisible();
    expect(await screen.findByText('No upcoming games found.')).toBeVisible();
    expect(await screen.findByText('No venues found.')).toBeVisible();
    expect(counter('Upcoming Bookings')).toHaveTextContent('0');
    expect(counter('Nearby Venues')).toHaveTextContent('0');
    expect(counter('Available Games')).toHaveTextContent('0');
    expect(counter('Your Level')).toHaveTextContent('Beginner');
    const asked = fetchMock.mock.calls.map(([input]) => input);
    expect(asked).toEqual(
      expect.arrayContaining(['/api/bookings', '/api/venues', '/api/games', '/api/posts']),
    );
  });

  it('links the quick actions to venues and the games tab', () => {
    stubFetch({});
    renderWithProviders(<HomePage />, { user: testUser() });
    expect(screen.getByRole('link', { name: /Find Venues/ })).toHaveAttribute('href', '/venues');
    expect(screen.getByRole('link', { name: /Join Games/ })).toHaveAttribute(
      'href',
      '/players?tab=games',
    );
  });

  it('joins a game through POST /api/games/{id}/join and refreshes the games', async () => {
    const fetchMock = stubFetch({
      '/api/games': { body: gamesPage },
      'POST /api/games/7/join': {
        body: { status: 'accepted', waitlistPosition: null, game: games[0] },
      },
    });
    const { user } = renderWithProviders(<HomePage />, { user: testUser() });

    await user.click(await screen.findByRole('button', { name: 'Join Sunday 5-a-side' }));

    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/games/7/join',
        expect.objectContaining({ method: 'POST', credentials: 'include' }),
      ),
    );
    expect(await screen.findByText('Joined game')).toBeVisible();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([input]) => input === '/api/games')).toHaveLength(2),
    );
  });

  it("shows the server's message when joining fails", async () => {
    stubFetch({
      '/api/games': { body: gamesPage },
      'POST /api/games/8/join': {
        status: 409,
        body: { message: 'This game is full', code: 'GAME_FULL' },
      },
    });
    const { user } = renderWithProviders(<HomePage />, { user: testUser() });

    await user.click(await screen.findByRole('button', { name: 'Join Morning doubles' }));

    expect(await screen.findByText("Couldn't join game")).toBeVisible();
    expect(screen.getByText('This game is full')).toBeVisible();
  });
});
