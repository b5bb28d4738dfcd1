import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameDetail } from '@shared/contracts/games';
import type { PlayerCard } from '@shared/contracts/players';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import GamePage from './game-page';

const GAME_ID = '11111111-1111-4111-8111-111111111111';
const TOKEN = '22222222-2222-4222-8222-222222222222';
const person = (n: number, firstName: string, lastName: string) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  firstName,
  lastName,
  profileImageUrl: null,
});
const organiser = person(1, 'Olive', 'Organiser');
const asker = person(2, 'Alex', 'Asker');
const invitee = person(3, 'Ivy', 'Invitee');
const stranger = person(4, 'Sam', 'Stranger');

const participant = (user: typeof organiser, status: GameDetail['participants'][0]['status']) => ({
  user,
  status,
  joinedAt: '2030-06-01T10:00:00.000Z',
  waitlistPosition: null,
});

const game = (overrides: Partial<GameDetail> = {}): GameDetail => ({
  id: GAME_ID,
  title: 'Friends doubles',
  description: null,
  sport: { id: 3, name: 'Tennis', icon: null },
  venue: null,
  location: 'Hyde Park courts',
  startTime: '2030-06-12T18:00:00.000Z',
  endTime: null,
  maxPlayers: 4,
  currentPlayers: 1,
  waitlistCount: 0,
  skillLevel: null,
  cost: '0',
  isPrivate: true,
  status: 'upcoming',
  organizer: organiser,
  myStatus: null,
  participants: [participant(organiser, 'accepted')],
  myResult: null,
  inviteToken: null,
  ...overrides,
});

const card = (p: typeof organiser): PlayerCard => ({
  ...p,
  location: null,
  bio: null,
  skillLevel: null,
  sports: [],
  followersCount: 0,
  isFollowing: false,
  isMe: false,
});

const gameUrl = `/api/games/${GAME_ID}`;
const renderPage = (who: typeof organiser, route = `/games/${GAME_ID}`) =>
  renderWithProviders(<GamePage />, { route, path: '/games/:id', user: testUser({ id: who.id }) });

describe('a private game page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives its organiser the invite link, a player search to invite, and the requests', async () => {
    const fetchMock = stubFetch({
      [gameUrl]: {
        body: game({
          inviteToken: TOKEN,
          myStatus: 'accepted',
          participants: [participant(organiser, 'accepted'), participant(asker, 'requested')],
        }),
      },
      '/api/players': { body: { items: [card(organiser), card(asker)], nextCursor: null } },
      '/api/players?q=ivy': { body: { items: [card(invitee)], nextCursor: null } },
      [`POST ${gameUrl}/invitations`]: { body: game() },
      [`POST ${gameUrl}/requests/${asker.id}/accept`]: { body: game() },
    });
    const { user } = renderPage(organiser);

    expect(await screen.findByRole('heading', { name: 'Invite players' })).toBeVisible();
    expect(screen.getByLabelText('Invite link')).toHaveValue(
      `${window.location.origin}/games/${GAME_ID}?invite=${TOKEN}`,
    );
    expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeVisible();

    await user.type(screen.getByLabelText('Find a player'), 'ivy');
    const found = await screen.findByRole('list', { name: 'Players to invite' });
    await user.click(await within(found).findByRole('button', { name: 'Invite Ivy Invitee' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `${gameUrl}/invitations`)).toHaveLength(1),
    );
    expect(sentJson(callsTo(fetchMock, 'POST', `${gameUrl}/invitations`)[0]![1])).toEqual({
      userId: invitee.id,
    });

    const requests = screen.getByRole('list', { name: 'Requests to join' });
    expect(within(requests).getByRole('link', { name: 'Alex Asker' })).toBeVisible();
    await user.click(within(requests).getByRole('button', { name: 'Accept Alex Asker' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `${gameUrl}/requests/${asker.id}/accept`)).toHaveLength(1),
    );
    // Nobody on the roster is offered again.
    expect(screen.queryByRole('button', { name: 'Invite Alex Asker' })).not.toBeInTheDocument();
  });

  it('lets an invitee accept (join) or decline, instead of a plain Join button', async () => {
    const fetchMock = stubFetch({
      [gameUrl]: {
        body: game({
          participants: [participant(organiser, 'accepted'), participant(invitee, 'invited')],
        }),
      },
      [`POST ${gameUrl}/join`]: {
        body: { status: 'accepted', waitlistPosition: null, game: game() },
      },
      [`POST ${gameUrl}/invitation/decline`]: { body: game() },
    });
    const { user } = renderPage(invitee);

    expect(
      await screen.findByText('Olive Organiser invited you to this private game.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Join Game/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite players' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline invitation' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `${gameUrl}/invitation/decline`)).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${gameUrl}/join`)).toHaveLength(1));
  });

  it('opened through the invite link, reads the game with its token and asks to join', async () => {
    const fetchMock = stubFetch({
      [`${gameUrl}/invite/${TOKEN}`]: { body: game() },
      [`POST ${gameUrl}/requests`]: { body: game() },
    });
    const { user } = renderPage(stranger, `/games/${GAME_ID}?invite=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Ask to join' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${gameUrl}/requests`)).toHaveLength(1));
    expect(sentJson(callsTo(fetchMock, 'POST', `${gameUrl}/requests`)[0]![1])).toEqual({
      token: TOKEN,
    });
    expect(callsTo(fetchMock, 'GET', gameUrl)).toHaveLength(0);
  });

  it('sends a signed-out visitor with an invite link to sign in first, then back', async () => {
    const fetchMock = stubFetch({});
    const { location } = renderWithProviders(<GamePage />, {
      route: `/games/${GAME_ID}?invite=${TOKEN}`,
      path: '/games/:id',
      user: null,
    });
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(callsTo(fetchMock, 'GET', `${gameUrl}/invite/${TOKEN}`)).toHaveLength(0);
  });

  it('tells a requester their request waits for the organiser', async () => {
    stubFetch({
      [gameUrl]: {
        body: game({
          participants: [participant(organiser, 'accepted'), participant(asker, 'requested')],
        }),
      },
    });
    renderPage(asker);
    expect(
      await screen.findByText(
        'You asked to join. Olive Organiser will accept or decline your request.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ask to join' })).not.toBeInTheDocument();
  });
});
