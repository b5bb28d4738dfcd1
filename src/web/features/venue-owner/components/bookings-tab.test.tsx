import { screen, waitFor } from '@testing-library/react';
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
