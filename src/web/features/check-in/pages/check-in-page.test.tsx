import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VenueBooking } from '@shared/contracts/venue-owner';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import CheckInPage from './check-in-page';

const booking: VenueBooking = {
  id: 'b1',
  customerName: 'Sam Carter',
  venue: 'Riverside Courts',
  time: '2030-06-10 18:00–19:00',
  amount: '40.00',
  status: 'confirmed',
  paymentStatus: 'paid',
  venueId: 'v1',
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
const code = 'MDC1.abcdefghijklmnop.abcdefghijklmnopqrstuv';

describe('CheckInPage', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('a typed code shows who booked what, and Check in checks them in', async () => {
    stubFetch({
      'POST /api/venue/check-in/lookup': (body) => {
        expect(body).toEqual({ code });
        return { body: { booking, canCheckIn: true, reason: null } };
      },
      'POST /api/venue/check-in': {
        body: {
          booking: { ...booking, status: 'completed', checkedInAt: '2030-06-10T16:55:00.000Z' },
          canCheckIn: false,
          reason: 'Already checked in at 17:55',
        },
      },
    });
    const { user } = renderWithProviders(<CheckInPage />, {
      user: testUser({ userType: 'venue_owner' }),
    });
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeVisible();
    await user.type(screen.getByLabelText('Check-in code'), `  ${code} `);
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    const result = await screen.findByTestId('check-in-result');
    expect(within(result).getByText('Sam Carter')).toBeVisible();
    expect(within(result).getByText('Riverside Courts')).toBeVisible();
    expect(within(result).getByText('Mon 10 Jun 2030, 18:00–19:00')).toBeVisible();
    await user.click(within(result).getByRole('button', { name: 'Check in' }));
    expect(await within(result).findByText('Checked in at 17:55. Enjoy the game!')).toBeVisible();
  });

  it('shows the reason a booking cannot be checked in', async () => {
    stubFetch({
      'POST /api/venue/check-in/lookup': {
        body: {
          booking,
          canCheckIn: false,
          reason: 'This booking is for Wednesday 12 June, not today',
        },
      },
    });
    const { user } = renderWithProviders(<CheckInPage />, { user: testUser() });
    await user.type(screen.getByLabelText('Check-in code'), code);
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(
      await screen.findByText('This booking is for Wednesday 12 June, not today'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it("shows the server's message for a code that is not valid here", async () => {
    stubFetch({
      'POST /api/venue/check-in/lookup': {
        status: 403,
        body: { message: "This booking is for a venue you don't manage", code: 'forbidden' },
      },
    });
    const { user } = renderWithProviders(<CheckInPage />, { user: testUser() });
    await user.type(screen.getByLabelText('Check-in code'), code);
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This booking is for a venue you don't manage",
    );
  });
});
