import { expect, test } from './support/test';
import { newPlayer, toast } from './support/people';

test('a sponsor proposes a deal, the captain accepts, ticks a deliverable off and the KPI shows', async ({
  browser,
}) => {
  const sponsor = await newPlayer(browser, 'Sara', 'sponsor');
  const captain = await newPlayer(browser, 'Carl');
  const teamName = `Riverside Rovers ${Date.now()}`;
  const sportsList = (await (await captain.request.get('/api/sports')).json()) as { id: number }[];
  const created = await captain.request.post('/api/teams', {
    data: { name: teamName, sportId: sportsList[0]!.id, maxMembers: 10, isPrivate: false },
  });
  expect(created.status()).toBe(201);
  const team = (await created.json()) as { id: string };

  // A new sponsor starts from the empty state and creates their profile.
  await sponsor.goto('/dashboard/sponsor');
  await sponsor.getByRole('button', { name: 'Create your profile' }).click();
  await sponsor.getByLabel('Company name').fill('FizzUp Drinks');
  await sponsor.getByLabel('Industry').fill('Soft drinks');
  await sponsor.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(sponsor).getByText('FizzUp Drinks is ready to sponsor.')).toBeVisible();

  // Discover the team and propose a deal with a follower KPI.
  await sponsor.getByRole('link', { name: 'Discover & propose a deal' }).click();
  await sponsor.getByLabel('What').selectOption('team');
  await sponsor.getByLabel('Name').fill(teamName);
  const results = sponsor.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('link', { name: teamName })).toBeVisible();
  await results.getByRole('button', { name: `Propose deal to ${teamName}` }).click();
  await sponsor.getByLabel('Amount').fill('5000');
  await sponsor.getByLabel('Followers gained').fill('5');
  await sponsor.getByRole('button', { name: 'Save draft' }).click();
  await expect(sponsor.getByRole('heading', { name: `${teamName} partnership` })).toBeVisible();
  await sponsor.getByRole('button', { name: `Send to ${teamName}` }).click();
  await expect(sponsor.getByText(`Waiting for ${teamName}.`)).toBeVisible();

  // The captain finds the offer under their deals and accepts it.
  await captain.goto('/');
  await captain.getByTestId('user-menu').click();
  await captain.getByRole('menuitem', { name: 'Sponsorship deals' }).click();
  await captain.getByRole('link', { name: `${teamName} partnership` }).click();
  await expect(captain.getByText('Your answer is awaited.')).toBeVisible();
  await captain.getByRole('button', { name: 'Accept' }).click();
  await expect(captain.getByText('Active', { exact: true })).toBeVisible();

  // A follower arrives, and the captain ticks off the first deliverable with a link.
  const follow = await captain.request.post('/api/follows', {
    data: { entityType: 'team', entityId: team.id },
  });
  expect(follow.status()).toBe(201);
  await captain.getByRole('button', { name: 'Tick off Logo on the team page' }).click();
  await captain.getByLabel('Or a link').fill('https://example.com/kit-photo');
  await captain.getByRole('button', { name: 'Mark as done' }).click();
  await expect(captain.getByText('1 of 2 done')).toBeVisible();

  // The sponsor sees the evidence and the KPI measured from real follows.
  await sponsor.reload();
  await expect(sponsor.getByText('1 of 2 done')).toBeVisible();
  const kpis = sponsor.getByRole('list', { name: 'KPIs' });
  await expect(kpis.getByText('Followers gained')).toBeVisible();
  await expect(kpis.getByRole('progressbar', { name: 'Followers gained' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  await expect(sponsor.getByRole('list', { name: 'History' })).toContainText('accepted');
});
