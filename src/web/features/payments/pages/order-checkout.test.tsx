import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentOrder } from '@shared/contracts/payments';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import CheckoutPage from './checkout-page';

const order: PaymentOrder = {
  id: '7f1d2c3b-0000-4000-8000-000000000001',
  kind: 'league_registration',
  description: 'Registration fee: Riverside Sunday League (Harriers)',
  amount: '120.00',
  currency: 'USD',
  status: 'pending',
  lastError: null,
  returnTo: '/leagues/abc?tab=teams',
  paidAt: null,
  createdAt: new Date().toISOString(),
};
const intent = {
  provider: 'test',
  paymentIntentId: 'pi_test_9',
  clientSecret: 'pi_test_9_secret_x',
  orderId: order.id,
  amount: '120.00',
  currency: 'USD',
  publishableKey: null,
};
const route = `/checkout?order=${order.id}`;

describe('CheckoutPage for a payment order', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('shows what is paid for and the amount, pays with the test card, then goes back', async () => {
    const fetchMock = stubFetch({
      [`/api/payment-orders/${order.id}`]: { body: order },
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/payments/test/confirm': {
        body: { status: 'succeeded', order: { ...order, status: 'paid' } },
      },
    });
    const { user, location } = renderWithProviders(<CheckoutPage />, {
      route,
      path: '/checkout',
      user: testUser(),
    });
    expect(await screen.findByTestId('order-description')).toHaveTextContent(
      'Riverside Sunday League',
    );
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$120.00');
    const pay = await screen.findByRole('button', { name: 'Pay $120.00' });
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1240');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(pay);
    expect(await screen.findByText('Payment Successful')).toBeVisible();
    await waitFor(() => expect(location()).toBe('/leagues/abc?tab=teams'));
    // The intent was asked for by order: the server decides the amount.
    const asked = fetchMock.mock.calls.find(([url]) => url === '/api/create-payment-intent')!;
    expect(JSON.parse(asked[1]!.body as string)).toEqual({ orderId: order.id });
  });

  it('an order already paid shows no card form', async () => {
    stubFetch({ [`/api/payment-orders/${order.id}`]: { body: { ...order, status: 'paid' } } });
    renderWithProviders(<CheckoutPage />, { route, path: '/checkout', user: testUser() });
    expect(await screen.findByText('This is already paid.')).toBeVisible();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', order.returnTo);
  });
});
