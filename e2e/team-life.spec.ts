import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { newPlayer, toast } from './support/people';
import { showScheme } from './support/theme';

/** A datetime-local value a few days ahead, in the browser's (and this process's) zone. */
function daysAhead(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setHours(19, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T19:00`;
}

test('a manager schedules an event, a member answers yes and pays their dues; the manager sees it paid', async ({
  browser,
}) => {
  // Three people, a payment and several reloads: about 30 s on a loaded two-core machine.
  test.slow();
  const stamp = Date.now();
  const manager = await newPlayer(browser, 'Mona');
  const sports = (await (await manager.request.get('/api/sports')).json()) as {
    id: number;
    name: string;
  }[];
  const football = sports.find((s) => s.name === 'Football')!;
  const teamName = `Marsh Harriers ${stamp}`;
  const created = await manager.request.post('/api/teams', {
    data: { name: teamName, sportId: football.id, maxMembers: 12 },
  });
  expect(created.status()).toBe(201);
  const team = (await created.json()) as { id: string };

  // The manager makes the invite link on the team page; a player joins through it.
  await manager.goto(`/teams/${team.id}`);
  await manager.getByRole('button', { name: 'Make invite link' }).click();
  const link = await manager.getByLabel('Invite link').textContent();
  expect(link).toContain('/teams/join/');
  const member = await newPlayer(browser, 'Milo');
  await member.goto(new URL(link!).pathname);
  await member.getByRole('button', { name: 'Join team' }).click();
  await expect(member).toHaveURL(new RegExp(`/teams/${team.id}`));
  await expect(toast(member).getByText('Welcome to the team!')).toBeVisible();

  // The manager edits the team, then schedules a training from the team page.
  await manager.reload();
  await manager.getByRole('button', { name: 'Edit team' }).click();
  const edit = manager.getByRole('dialog');
  await edit.getByLabel('Description').fill('Thursday nights on the Marshes.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(manager.getByText('Thursday nights on the Marshes.')).toBeVisible();
  await manager.getByRole('button', { name: 'Schedule an event' }).click();
  const dialog = manager.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Thursday training');
  await dialog.getByLabel('Starts').fill(daysAhead(3));
  await dialog.getByLabel('Place').fill('Hackney Marshes, pitch 3');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(manager).getByText('Event scheduled')).toBeVisible();

  // The member answers yes; the count shows it.
  await member.reload();
  const event = member.getByRole('listitem', { name: 'Thursday training' });
  await expect(event.getByText('0 coming · 0 maybe · 0 not coming')).toBeVisible();
  await event.getByRole('button', { name: 'Yes to Thursday training' }).click();
  await expect(event.getByText('1 coming · 0 maybe · 0 not coming')).toBeVisible();
  await expect(event.getByText('Coming: Milo')).toBeVisible();

  // Phone-sized, the team page does not scroll sideways.
  await member.setViewportSize({ width: 360, height: 740 });
  const overflow = () =>
    member.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  await member.setViewportSize({ width: 1280, height: 800 });

  // The manager asks for subs; the member pays with the test card.
  await manager.getByRole('button', { name: 'Ask for dues' }).click();
  const ask = manager.getByRole('dialog');
  await ask.getByLabel('What for').fill('Winter subs');
  await ask.getByLabel('Amount per member (USD)').fill('30');
  await ask.getByRole('button', { name: 'Ask every member' }).click();
  await expect(toast(manager).getByText('Dues requested')).toBeVisible();

  await member.reload();
  await member.getByRole('button', { name: 'Pay Winter subs' }).click();
  await expect(member).toHaveURL(/\/checkout\?order=/);
  await expect(member.getByTestId('checkout-total')).toHaveText('$30.00');
  await member.getByLabel('Card number').fill('4242 4242 4242 4242');
  await member.getByLabel('Expiry (MM / YY)').fill('1240');
  await member.getByLabel('CVC').fill('123');
  await member.getByRole('button', { name: 'Pay $30.00' }).click();
  await expect(toast(member).getByText('Payment Successful')).toBeVisible();
  await expect(member).toHaveURL(new RegExp(`/teams/${team.id}`));

  // The manager sees it paid, on the team page and on the dashboard.
  await manager.reload();
  const dues = manager.getByRole('list', { name: 'Dues' });
  await expect(dues.getByText('Paid')).toBeVisible();
  await manager.goto('/dashboard/team');
  await expect(manager.getByRole('heading', { name: 'Team Manager Dashboard' })).toBeVisible();
  await expect(manager.getByRole('list', { name: 'Who has paid' }).getByText('Paid')).toBeVisible();
});

test('the seeded manager’s dashboard and team page read well on a phone in both themes', async ({
  page,
}) => {
  // Four axe passes and two full-page screenshots: more than 30 s on a loaded two-core machine.
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(() => sessionStorage.setItem('matchday-welcomed', '1'));
  const login = await page.request.post('/api/login', {
    data: { email: 'manager@matchday.dev', password: 'matchday123' },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/dashboard/team');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team Manager Dashboard');
  await expect(page.getByRole('link', { name: 'Hackney Marshes Athletic' })).toBeVisible();
  await expect(page.getByRole('list', { name: /Availability for / })).toBeVisible();
  await expect(page.getByRole('figure')).toContainText('Dues collected and outstanding');
  const pages = ['/dashboard/team', null] as const;
  for (const path of pages) {
    if (path === null) {
      await page.getByRole('link', { name: 'Open team page' }).click();
      await expect(page).toHaveURL(/\/teams\//);
      await expect(page.getByRole('listitem', { name: /Clapton Casuals/ })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({
      path: `test-results/team-life-${path ? 'dashboard' : 'team'}.png`,
      fullPage: true,
    });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    for (const scheme of ['light', 'dark'] as const) {
      await showScheme(page, scheme);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  }
});
