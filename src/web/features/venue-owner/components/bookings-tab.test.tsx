import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnedVenue, VenueBooking } from '@shared/contracts/venue-owner';
import { RealtimeProvider } from '@web/lib/realtime';
import { stubLiveSocket } from '@web/test/live-socket';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, stubFetch } from '@web/test/stub-fetch';
import { BookingsTab } from './bookings-tab';

const mine = { id: 'v-mine', name: 'Riverside Courts', active: true } as OwnedVenue;

function booking(id: string, customerName: string): VenueBooking {
  return {
    id,
    customerName,
    venue: mine.name,
    time: '2030-06-10 18:00–19:00',
    amount: '40.00',
    status: 'confirmed',
    paymentStatus: 'paid',
    venueId: mine.id,
    sportName: 'Tennis',
    startTime: '2030-06-10T17:00:00.000Z',
    endTime: '2030-06-10T18:00:00.000Z',
    timeZone: 'Europe/London',
    notes: null,
    checkedInAt: null,
    courtId: 'c1',
    courtName: 'Court 1',
    source: 'online',
    customerPhone: null,
  };
}

describe('BookingsTab, live', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("refetches when a slot of one of my venues changes, not someone else's", async () => {
    let items = [booking('b1', 'Sam Carter')];
    const fetchMock = stubFetch({
      '/api/venue/owned': { body: [mine] },
      '/api/venue/bookings': () => ({
        body: { items, total: items.length, page: 1, pageSize: 20 },
      }),
      '/api/venue/stats': { body: {} },
    });
    const live = stubLiveSocket();
    const me = testUser();
    renderWithProviders(
      <RealtimeProvider userId={me.id} onSessionEnded={() => {}}>
        <BookingsTab />
      </RealtimeProvider>,
      { user: me },
    );
    expect(await screen.findByText('Sam Carter')).toBeVisible();
    await waitFor(() => expect(live.isOpen()).toBe(true));
    await waitFor(() => expect(screen.getByRole('option', { name: mine.name })).toBeTruthy());
    const reads = () => callsTo(fetchMock, 'GET', '/api/venue/bookings').length;
    const before = reads();

    live.push({ type: 'slots.changed', data: { venueId: 'not-mine', date: '2030-06-10' } });
    items = [booking('b2', 'Emma Stone'), ...items];
    live.push({ type: 'slots.changed', data: { venueId: mine.id, date: '2030-06-10' } });
    expect(await screen.findByText('Emma Stone')).toBeVisible();
    expect(reads()).toBe(before + 1);
  });
});

describe('BookingsTab, split bookings', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('shows who holds each share and whether they have paid', async () => {
    const split: VenueBooking = {
      ...booking('b3', 'Sam Carter'),
      status: 'pending',
      paymentStatus: 'pending',
      shares: [
        { holder: 'Sam Carter', amount: '13.34', status: 'paid' },
        { holder: 'Emma Stone', amount: '13.33', status: 'unpaid' },
        { holder: null, amount: '13.33', status: 'unpaid' },
      ],
    };
    const items = [split, booking('b4', 'Noah Reed')];
    stubFetch({
      '/api/venue/owned': { body: [mine] },
      '/api/venue/bookings': { body: { items, total: items.length, page: 1, pageSize: 20 } },
      '/api/venue/stats': { body: {} },
    });
    stubLiveSocket();
    const me = testUser();
    renderWithProviders(
      <RealtimeProvider userId={me.id} onSessionEnded={() => {}}>
        <BookingsTab />
      </RealtimeProvider>,
      { user: me },
    );
    const summary = await screen.findByText('1 of 3 shares paid');
    // Only the split booking has shares to show.
    expect(screen.getAllByText(/shares paid/)).toHaveLength(1);
    await userEvent.click(summary);
    const rows = within(summary.closest('details')!).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sam Carter$13.34 paid',
      'Emma Stone$13.33 unpaid',
      'Open place$13.33 unpaid',
    ]);
    expect(within(rows[1]!).getByText('$13.33 unpaid')).toBeVisible();
  });
});
