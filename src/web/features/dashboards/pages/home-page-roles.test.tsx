import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch, urlsFetched } from '@web/test/stub-fetch';
import HomePage from './home-page';

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function ownerBooking(id: string, customerName: string, checkedInAt: string | null) {
  return {
    id,
    customerName,
    venue: 'Riverside Courts',
    time: '',
    amount: '40.00',
    status: 'confirmed',
    paymentStatus: 'paid',
    venueId: 'v1',
    sportName: 'Tennis',
    startTime: hoursFromNow(0),
    endTime: hoursFromNow(1),
    timeZone: 'Europe/London',
    notes: null,
    checkedInAt,
  };
}

describe('HomePage for each role', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("leads a venue owner with today's bookings and check-ins, without the player's counters", async () => {
    const fetchMock = stubFetch({
      '/api/venue/bookings': {
        body: {
          items: [
            ownerBooking('b1', 'Ana Lima', hoursFromNow(-0.2)),
            ownerBooking('b2', 'Ben Okafor', null),
            { ...ownerBooking('b3', 'Cancelled Carl', null), status: 'cancelled' },
          ],
          total: 3,
          page: 1,
          pageSize: 50,
        },
      },
    });
    renderWithProviders(<HomePage />, {
      user: testUser({ userType: 'venue_owner', roles: ['venue'], isVenueOwner: true }),
    });

    const today = await screen.findByRole('region', { name: 'Today at your venues' });
    const list = await within(today).findByRole('list', { name: "Today's bookings" });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Ana Lima')).toBeVisible();
    expect(within(list).getByText('Checked in')).toBeVisible();
    expect(within(list).queryByText('Cancelled Carl')).toBeNull();
    expect(today).toHaveTextContent('2 bookings today, 1 checked in');
    expect(within(today).getByRole('link', { name: /Check in a player/ })).toHaveAttribute(
      'href',
      '/dashboard/venue/check-in',
    );
    const asked = urlsFetched(fetchMock).find((url) => url.startsWith('/api/venue/bookings'));
    expect(asked).toMatch(/from=.+&to=.+/);

    expect(screen.queryByText('Your Level')).toBeNull();
    expect(screen.queryByRole('link', { name: /Join Games/ })).toBeNull();
  });

  it('gives a sponsor or a coach a way to their role dashboard', async () => {
    stubFetch({});
    renderWithProviders(<HomePage />, {
      user: testUser({ userType: 'coach', roles: ['coach', 'sponsor'] }),
    });
    const dashboards = screen.getByRole('region', { name: 'Your dashboards' });
    expect(within(dashboards).getByRole('link', { name: /Sponsor dashboard/ })).toHaveAttribute(
      'href',
      '/dashboard/sponsor',
    );
    expect(within(dashboards).getByRole('link', { name: /Coach dashboard/ })).toHaveAttribute(
      'href',
      '/dashboard/coach',
    );
    expect(screen.queryByText('Your Level')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Today at your venues' })).toBeNull();
  });

  it("keeps a player's counters, and a player who also coaches gets both", async () => {
    stubFetch({});
    renderWithProviders(<HomePage />, {
      user: testUser({ userType: 'player', roles: ['player', 'coach'] }),
    });
    await waitFor(() => expect(screen.getByText('Your Level')).toBeVisible());
    expect(screen.getByRole('link', { name: /Join Games/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Coach dashboard/ })).toBeVisible();
  });
});
