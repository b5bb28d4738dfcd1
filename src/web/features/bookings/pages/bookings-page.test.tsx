import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBooking } from '@web/test/booking-fixture';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import BookingsPage from './bookings-page';

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 50 });
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('BookingsPage', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("with no bookings at all: 'No bookings yet' and Find Venues", async () => {
    stubFetch({
      '/api/bookings?when=upcoming': { body: page([]) },
      '/api/bookings?when=past': { body: page([]) },
    });
    renderWithProviders(<BookingsPage />, { user: testUser(), route: '/bookings' });
    expect(await screen.findByText('No bookings yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find Venues' })).toHaveAttribute('href', '/venues');
  });

  it('shows each card with its buttons; the QR dialog shows the code', async () => {
    const confirmed = testBooking({
      startTime: future(3),
      endTime: future(3.05),
      notes: 'Bring balls',
    });
    const held = testBooking({
      id: '33333333-3333-4333-8333-333333333333',
      status: 'pending',
      paymentStatus: 'pending',
      qrCode: null,
      startTime: future(4),
      endTime: future(4.05),
      holdExpiresAt: future(0.005),
    });
    stubFetch({
      '/api/bookings?when=upcoming': { body: page([confirmed, held]) },
      '/api/bookings?when=past': { body: page([]) },
    });
    const { user, location } = renderWithProviders(<BookingsPage />, {
      user: testUser(),
      route: '/bookings',
    });
    const cards = await screen.findAllByRole('article');
    const first = within(cards[0]!);
    expect(first.getByText('Confirmed')).toBeVisible();
    expect(first.getByText('Notes: Bring balls')).toBeVisible();
    expect(first.getByText(`Booking #${confirmed.id.slice(0, 8)}`)).toBeVisible();
    expect(first.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/bookings/${confirmed.id}/calendar.ics`,
    );
    expect(first.getByRole('button', { name: 'Modify' })).toBeVisible();
    expect(first.queryByRole('button', { name: 'Complete Payment' })).toBeNull();

    const second = within(cards[1]!);
    expect(second.queryByRole('button', { name: 'Show QR Code' })).toBeNull();
    expect(second.queryByRole('button', { name: 'Modify' })).toBeNull();
    expect(second.getByRole('button', { name: 'Cancel' })).toBeVisible();

    await user.click(first.getByRole('button', { name: 'Show QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your check-in code' });
    expect(within(dialog).getByTestId('booking-code')).toHaveTextContent(confirmed.qrCode!);
    await user.keyboard('{Escape}');

    await user.click(second.getByRole('button', { name: 'Complete Payment' }));
    expect(location()).toBe(`/checkout?bookingId=${held.id}&amount=60.00`);
  });

  it('Cancel shows the refund policy first, then cancels', async () => {
    const soon = testBooking({ startTime: future(0.5), endTime: future(0.55) });
    const later = testBooking({
      id: '44444444-4444-4444-8444-444444444444',
      startTime: future(5),
      endTime: future(5.05),
    });
    const fetchMock = stubFetch({
      '/api/bookings?when=upcoming': { body: page([soon, later]) },
      '/api/bookings?when=past': { body: page([]) },
      [`POST /api/bookings/${later.id}/cancel`]: {
        body: { ...later, status: 'cancelled', paymentStatus: 'refunded', qrCode: null },
      },
    });
    const { user } = renderWithProviders(<BookingsPage />, {
      user: testUser(),
      route: '/bookings',
    });
    const cards = await screen.findAllByRole('article');

    await user.click(within(cards[0]!).getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        /less than 24 hours before the start, so the \$60\.00 paid won't be refunded/,
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));

    await user.click(within(cards[1]!).getByRole('button', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/full refund of \$60\.00/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeVisible();
    expect(screen.getByText('A refund of $60.00 is on its way to your card.')).toBeVisible();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === `/api/bookings/${later.id}/cancel`)).toBe(
        true,
      ),
    );
  });

  it('a played booking can be reviewed with stars and a comment', async () => {
    const played = testBooking({
      status: 'completed',
      startTime: future(-2),
      endTime: future(-1.95),
      canReview: true,
      qrCode: null,
    });
    const fetchMock = stubFetch({
      '/api/bookings?when=upcoming': { body: page([]) },
      '/api/bookings?when=past': { body: page([played]) },
      [`POST /api/bookings/${played.id}/review`]: {
        status: 201,
        body: { ...played, canReview: false, review: { rating: 4, comment: 'Nice' } },
      },
    });
    const { user } = renderWithProviders(<BookingsPage />, {
      user: testUser(),
      route: '/bookings',
    });
    await user.click(await screen.findByRole('tab', { name: 'Past & cancelled' }));
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(within(dialog).getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
    await user.click(within(dialog).getByLabelText('4 stars: Very good'));
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'Nice');
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Thanks for your review')).toBeVisible();
    const sent = fetchMock.mock.calls.find(([url]) => url === `/api/bookings/${played.id}/review`)!;
    expect(JSON.parse(sent[1]!.body as string)).toEqual({ rating: 4, comment: 'Nice' });
  });
});
