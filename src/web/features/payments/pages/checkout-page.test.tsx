import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBooking } from '@web/test/booking-fixture';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import CheckoutPage from './checkout-page';

const held = testBooking({
  status: 'pending',
  paymentStatus: 'pending',
  qrCode: null,
  holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
});
const intent = {
  provider: 'test',
  paymentIntentId: 'pi_test_1',
  clientSecret: 'pi_test_1_secret_x',
  bookingId: held.id,
  amount: '60.00',
  currency: 'USD',
  publishableKey: null,
};
const route = `/checkout?bookingId=${held.id}&amount=60.00`;
const base = {
  [`/api/bookings/${held.id}`]: { body: held },
  'POST /api/create-payment-intent': { body: intent },
};

describe('CheckoutPage', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('without an amount it goes back to /venues', () => {
    stubFetch({});
    const { location } = renderWithProviders(<CheckoutPage />, {
      route: '/checkout',
      user: testUser(),
    });
    expect(location()).toBe('/venues');
  });

  it("shows the summary with the $0.00 service fee and 'Pay $60.00', then pays", async () => {
    const fetchMock = stubFetch({
      ...base,
      'POST /api/payments/test/confirm': {
        body: {
          status: 'succeeded',
          booking: { ...held, status: 'confirmed', paymentStatus: 'paid' },
        },
      },
    });
    const { user, location } = renderWithProviders(<CheckoutPage />, {
      route,
      path: '/checkout',
      user: testUser(),
    });
    expect(await screen.findByText('Riverside Courts')).toBeVisible();
    expect(screen.getByText('$0.00')).toBeVisible();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$60.00');
    const pay = await screen.findByRole('button', { name: 'Pay $60.00' });
    expect(screen.getByText(/holding this slot for you/)).toBeVisible();

    // The card form checks the details first, with the provider's wording.
    await user.click(pay);
    expect(screen.getByText('Card number is required')).toBeVisible();
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1240');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(pay);
    expect(screen.getByText('Your card number is invalid.')).toBeVisible();

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.click(pay);
    expect(await screen.findByText('Payment Successful')).toBeVisible();
    expect(screen.getByText('Your venue has been booked successfully!')).toBeVisible();
    await waitFor(() => expect(location()).toBe('/bookings'));
    const confirm = fetchMock.mock.calls.find(([url]) => url === '/api/payments/test/confirm')!;
    expect(JSON.parse(confirm[1]!.body as string)).toEqual({
      clientSecret: 'pi_test_1_secret_x',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 40',
      cvc: '123',
    });
    // The intent was asked for by booking, never by a client amount.
    const asked = fetchMock.mock.calls.find(([url]) => url === '/api/create-payment-intent')!;
    expect(JSON.parse(asked[1]!.body as string)).toEqual({ bookingId: held.id });
  });

  it("a declined card says 'Payment Failed' with the provider's message", async () => {
    stubFetch({
      ...base,
      'POST /api/payments/test/confirm': {
        status: 402,
        body: { message: 'Your card was declined.', code: 'card_declined' },
      },
    });
    const { user, location } = renderWithProviders(<CheckoutPage />, {
      route,
      path: '/checkout',
      user: testUser(),
    });
    await screen.findByRole('button', { name: 'Pay $60.00' });
    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1240');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $60.00' }));
    expect(await screen.findByText('Payment Failed')).toBeVisible();
    expect(screen.getByText('Your card was declined.')).toBeVisible();
    expect(location()).toBe(route);
  });

  it('an unexpected failure says Payment Error', async () => {
    stubFetch({
      ...base,
      'POST /api/payments/test/confirm': {
        status: 500,
        body: { message: 'boom', code: 'internal_error' },
      },
    });
    const { user } = renderWithProviders(<CheckoutPage />, {
      route,
      path: '/checkout',
      user: testUser(),
    });
    await screen.findByRole('button', { name: 'Pay $60.00' });
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1240');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $60.00' }));
    expect(await screen.findByText('Payment Error')).toBeVisible();
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeVisible();
  });

  it('a failed payment intent is logged and goes back to /venues', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      [`/api/bookings/${held.id}`]: { body: held },
      'POST /api/create-payment-intent': {
        status: 502,
        body: { message: 'down', code: 'provider_error' },
      },
    });
    const { location } = renderWithProviders(<CheckoutPage />, {
      route,
      path: '/checkout',
      user: testUser(),
    });
    await waitFor(() => expect(location()).toBe('/venues'));
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('an expired hold offers to choose another time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      [`/api/bookings/${held.id}`]: { body: held },
      'POST /api/create-payment-intent': {
        status: 409,
        body: { message: 'Your hold on this slot has expired.', code: 'hold_expired' },
      },
    });
    renderWithProviders(<CheckoutPage />, { route, path: '/checkout', user: testUser() });
    expect(await screen.findByText('Your hold on this slot has expired.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose another time' })).toHaveAttribute(
      'href',
      `/venues/${held.venueId}`,
    );
    vi.restoreAllMocks();
  });
});
