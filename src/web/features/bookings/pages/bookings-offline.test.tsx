import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBooking } from '@web/test/booking-fixture';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import { SAVED_AT_HEADER } from '@web/sw/offline-reads';
import BookingsPage from './bookings-page';

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 50 });
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('My Bookings offline (ADR 019)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says when the service worker's offline copy was saved, on the list and in the QR dialog", async () => {
    const booking = testBooking({ startTime: future(2), endTime: future(2.05) });
    stubFetch({
      '/api/bookings?when=upcoming': {
        body: page([booking]),
        headers: { [SAVED_AT_HEADER]: '2026-11-20T18:05:00.000Z' },
      },
      '/api/bookings?when=past': { body: page([]) },
    });
    const { user } = renderWithProviders(<BookingsPage />, {
      user: testUser(),
      route: '/bookings',
    });
    expect(await screen.findByTestId('bookings-saved-at')).toHaveTextContent(
      /^Saved on this device\. Last updated Nov 20, 2026, \d{1,2}:05\s?[AP]M\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Show QR Code' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('booking-code')).toHaveTextContent(booking.qrCode!);
    expect(within(dialog).getByTestId('qr-saved-at')).toHaveTextContent(
      /Last updated Nov 20, 2026/,
    );
  });

  it("shows no date for the server's own answer", async () => {
    stubFetch({
      '/api/bookings?when=upcoming': {
        body: page([testBooking({ startTime: future(2), endTime: future(2.05) })]),
      },
      '/api/bookings?when=past': { body: page([]) },
    });
    renderWithProviders(<BookingsPage />, { user: testUser(), route: '/bookings' });
    expect(await screen.findByRole('button', { name: 'Show QR Code' })).toBeVisible();
    expect(screen.queryByTestId('bookings-saved-at')).toBeNull();
  });
});
