import { expect, test } from './support/test';
import { newPlayer, toast } from './support/people';

test('a captain pays a league’s registration fee at checkout; the admin sees it paid and declining refunds it', async ({
  browser,
}) => {
  const stamp = Date.now();
  const admin = await newPlayer(browser, 'Leona', 'league_admin');
  const sports = (await (await admin.request.get('/api/sports')).json()) as {
    id: number;
    name: string;
  }[];
  const football = sports.find((s) => s.name === 'Football')!;
  const created = await admin.request.post('/api/leagues', {
    data: {
      name: `Fee League ${stamp}`,
      sportId: football.id,
      season: '2026/27',
      leagueType: 'amateur',
      format: 'round_robin',
      maxTeams: 8,
      startDate: '2026-09-06',
      endDate: '2027-05-30',
      registrationFee: '75.00',
    },
  });
  expect(created.status()).toBe(201);
  const league = (await created.json()) as { id: string };
  const opened = await admin.request.patch(`/api/leagues/${league.id}/status`, {
    data: { status: 'registration' },
  });
  expect(opened.status()).toBe(200);

  const captain = await newPlayer(browser, 'Cora');
  const teamName = `Kestrels ${stamp}`;
  const team = await captain.request.post('/api/teams', {
    data: { name: teamName, sportId: football.id, maxMembers: 10, isPrivate: false },
  });
  expect(team.status()).toBe(201);

  // The captain asks to join from the league page and is taken to checkout.
  await captain.goto(`/leagues/${league.id}`);
  await expect(captain.getByText(/The fee of \$75\.00 is paid at checkout/)).toBeVisible();
  await captain.getByLabel('Your team').fill(teamName);
  await captain.getByRole('button', { name: `Ask to join and pay ${teamName}` }).click();
  await expect(captain).toHaveURL(/\/checkout\?order=/);
  await expect(captain.getByTestId('order-description')).toContainText(`Fee League ${stamp}`);
  await expect(captain.getByTestId('checkout-total')).toHaveText('$75.00');

  // A declined card first, then the test card that pays.
  await captain.getByLabel('Card number').fill('4000 0000 0000 0002');
  await captain.getByLabel('Expiry (MM / YY)').fill('1240');
  await captain.getByLabel('CVC').fill('123');
  await captain.getByRole('button', { name: 'Pay $75.00' }).click();
  await expect(toast(captain).getByText('Your card was declined.')).toBeVisible();
  await captain.getByLabel('Card number').fill('4242 4242 4242 4242');
  await captain.getByRole('button', { name: 'Pay $75.00' }).click();
  await expect(toast(captain).getByText('Payment Successful')).toBeVisible();

  // Back on the league, the request waits for the admin with its fee paid.
  await expect(captain).toHaveURL(new RegExp(`/leagues/${league.id}`));
  const mine = captain.getByRole('list', { name: 'Your requests' });
  await expect(mine.getByText('Waiting for the admin')).toBeVisible();
  await expect(mine.getByText('fee paid')).toBeVisible();

  // The admin sees the paid request and declines it: the fee goes back.
  await admin.goto(`/leagues/${league.id}?tab=manage`);
  const requests = admin.getByRole('list', { name: 'Requests to register' });
  await expect(requests.getByRole('button', { name: `Decline ${teamName}` })).toBeVisible();
  await expect(requests.getByText('fee paid')).toBeVisible();
  admin.once('dialog', (dialog) => void dialog.accept());
  await requests.getByRole('button', { name: `Decline ${teamName}` }).click();
  await expect(admin.getByText('No requests waiting.')).toBeVisible();

  await captain.reload();
  await expect(mine.getByText('Declined')).toBeVisible();
  await expect(mine.getByText('fee refunded')).toBeVisible();
});
