import { expect, test } from './support/test';
import { newPlayer, toast } from './support/people';

type Game = { id: string; title: string; teamSize: number };

test('a captain pays a tournament’s entry fee at checkout; the team is registered and paid, and withdrawing refunds it', async ({
  browser,
}) => {
  const stamp = Date.now();
  const organizer = await newPlayer(browser, 'Orla');
  const games = (await (await organizer.request.get('/api/esports/games')).json()) as Game[];
  const game = games.find((g) => g.teamSize === 1)!;
  const created = await organizer.request.post('/api/esports/tournaments', {
    data: {
      name: `Fee Cup ${stamp}`,
      gameId: game.id,
      format: 'single_elimination',
      maxTeams: 8,
      startDate: '2026-12-18',
      entryFee: '15.00',
    },
  });
  expect(created.status()).toBe(201);
  const tournament = (await created.json()) as { id: string };
  const opened = await organizer.request.post(`/api/esports/tournaments/${tournament.id}/status`, {
    data: { status: 'registration' },
  });
  expect(opened.status()).toBe(200);

  const captain = await newPlayer(browser, 'Cass');
  const teamName = `Paid Duelist ${stamp}`;
  const team = await captain.request.post('/api/esports/teams', {
    data: { name: teamName, tag: `PD${stamp % 100000}`, gameId: game.id },
  });
  expect(team.status()).toBe(201);

  // The register button says what it costs and goes to checkout.
  await captain.goto(`/esports/tournaments/${tournament.id}?tab=participants`);
  await expect(captain.getByText(/The entry fee of \$15\.00 is paid at checkout/)).toBeVisible();
  await captain.getByRole('button', { name: 'Register and pay $15.00' }).click();
  await expect(captain).toHaveURL(/\/checkout\?order=/);
  await expect(captain.getByTestId('order-description')).toContainText(`Fee Cup ${stamp}`);
  await expect(captain.getByTestId('checkout-total')).toHaveText('$15.00');

  await captain.getByLabel('Card number').fill('4242 4242 4242 4242');
  await captain.getByLabel('Expiry (MM / YY)').fill('1240');
  await captain.getByLabel('CVC').fill('123');
  await captain.getByRole('button', { name: 'Pay $15.00' }).click();
  await expect(toast(captain).getByText('Payment Successful')).toBeVisible();

  // Back on the tournament, the team is registered with its fee paid.
  await expect(captain).toHaveURL(new RegExp(`/esports/tournaments/${tournament.id}`));
  const list = captain.getByRole('list', { name: 'Participants' });
  await expect(list.getByRole('link', { name: teamName, exact: true })).toBeVisible();
  await expect(list.getByText('Registered', { exact: true })).toBeVisible();
  await expect(list.getByText('Paid', { exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: /Pay the entry fee/ })).toHaveCount(0);
  await expect(captain.getByRole('heading', { name: 'Teams (1/8)' })).toBeVisible();

  // Withdrawing before the start gives the fee back.
  const entries = (await (
    await captain.request.get(`/api/esports/tournaments/${tournament.id}/participants`)
  ).json()) as { paymentOrderId: string | null }[];
  const orderId = entries[0]!.paymentOrderId!;
  captain.once('dialog', (dialog) => void dialog.accept());
  await list.getByRole('button', { name: `Withdraw ${teamName}` }).click();
  await expect(captain.getByText('No teams registered yet.')).toBeVisible();
  const order = await captain.request.get(`/api/payment-orders/${orderId}`);
  expect(((await order.json()) as { status: string }).status).toBe('refunded');
});
