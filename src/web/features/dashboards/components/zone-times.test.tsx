import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerGame } from '@shared/contracts/dashboards';
import { renderWithProviders, testUser } from '@web/test/render';
import { testBooking } from '@web/test/booking-fixture';
import { stubFetch } from '@web/test/stub-fetch';
import { DashboardTabs } from './dashboard-tabs';
import { PlayerGameList } from './player-game-list';

afterEach(() => vi.unstubAllGlobals());

const doha = testBooking({
  startTime: '2030-06-15T16:00:00.000Z',
  endTime: '2030-06-15T17:30:00.000Z',
  venue: { ...testBooking().venue, name: 'Doha Padel Club', timeZone: 'Asia/Qatar' },
});

describe('player dashboard times are on the venue’s clock, with its zone', () => {
  it('My Bookings names the venue and shows 19:00 GMT+3 for a Doha booking', async () => {
    stubFetch({
      '/api/bookings': { body: { items: [doha], total: 1, page: 1, pageSize: 20 } },
      '/api/player/games': { body: { items: [] } },
      '/api/player/teams': { body: [] },
    });
    const { user } = renderWithProviders(<DashboardTabs />, { user: testUser() });
    await user.click(screen.getByRole('tab', { name: 'My Bookings' }));
    const list = await screen.findByRole('list', { name: 'My bookings' });
    expect(within(list).getByText('Doha Padel Club')).toBeInTheDocument();
    expect(within(list).getByText('Sat 15 Jun · 19:00–20:30 GMT+3')).toBeInTheDocument();
  });

  it('a game at a venue shows its venue’s time and zone', () => {
    const game: PlayerGame = {
      id: 'g1',
      title: 'Evening padel',
      sport: { id: 1, name: 'Padel', icon: null },
      venue: 'Doha Padel Club',
      time: '2030-06-15T16:00:00.000Z',
      timeZone: 'Asia/Qatar',
      status: 'upcoming',
      myStatus: 'accepted',
      isOrganizer: false,
      waitlistPosition: null,
      result: null,
      currentPlayers: 2,
      maxPlayers: 4,
    };
    renderWithProviders(<PlayerGameList games={[game]} past={false} />, { user: testUser() });
    expect(screen.getByText(/Sat 15 Jun · 19:00 GMT\+3/)).toBeInTheDocument();
  });
});
