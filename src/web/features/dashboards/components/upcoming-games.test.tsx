import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameView } from '@shared/contracts/games';
import { viewerZone, zoneName } from '@web/lib/venue-time';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import { UpcomingGames } from './upcoming-games';

afterEach(() => vi.unstubAllGlobals());

function game(overrides: Partial<GameView>): GameView {
  return {
    id: 'g1',
    title: 'Dubai doubles',
    description: null,
    sport: { id: 1, name: 'Padel', icon: null },
    venue: { id: 'v1', name: 'Marina Courts', city: 'Dubai', timeZone: 'Asia/Dubai' },
    location: null,
    startTime: '2030-06-15T14:30:00.000Z',
    endTime: null,
    maxPlayers: 4,
    currentPlayers: 2,
    waitlistCount: 0,
    skillLevel: null,
    cost: '0.00',
    isPrivate: false,
    status: 'upcoming',
    organizer: { id: 'o1', firstName: 'Olu', lastName: 'Ade', profileImageUrl: null },
    myStatus: null,
    ...overrides,
  };
}

describe('home: upcoming games carry their zone', () => {
  it('a game at a venue is on the venue’s clock; one in a park on the reader’s, both named', async () => {
    const park = game({ id: 'g2', title: 'Park kickabout', venue: null, location: 'Hyde Park' });
    stubFetch({ '/api/games': { body: { items: [game({}), park], nextCursor: null } } });
    renderWithProviders(<UpcomingGames />, { user: testUser() });
    // Dubai's zone is called GST (Gulf Standard Time) in English.
    expect((await screen.findAllByText('Sat 15 Jun · 18:30 GST'))[0]).toBeInTheDocument();
    const readerZone = zoneName(park.startTime, viewerZone());
    const parkTime = new RegExp(`^Sat 15 Jun · \\d\\d:\\d\\d ${readerZone.replace('+', '\\+')}$`);
    expect(screen.getAllByText(parkTime)[0]).toBeInTheDocument();
  });
});
