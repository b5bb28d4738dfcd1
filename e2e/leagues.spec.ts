import { expect, test } from './support/test';
import { newPlayer, toast } from './support/people';

test('an admin creates a league, adds teams, generates fixtures, enters a round, and the table follows', async ({
  browser,
}) => {
  const stamp = Date.now();
  // Four captains, each with a football team, made through the API.
  const teamNames = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((n) => `${n} ${stamp}`);
  for (const name of teamNames) {
    const captain = await newPlayer(browser, 'Captain');
    const list = await (await captain.request.get('/api/sports')).json();
    const football = (list as { id: number; name: string }[]).find((s) => s.name === 'Football')!;
    const created = await captain.request.post('/api/teams', {
      data: { name, sportId: football.id, maxMembers: 10, isPrivate: false },
    });
    expect(created.status()).toBe(201);
  }

  const admin = await newPlayer(browser, 'Leona', 'league_admin');
  await admin.goto('/leagues');
  await admin.getByRole('button', { name: 'Create league' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('League name').fill(`Test League ${stamp}`);
  await dialog.getByLabel('Sport').selectOption({ label: 'Football' });
  await dialog.getByLabel('Start date').fill('2026-09-06');
  await dialog.getByLabel('End date').fill('2027-05-30');
  await dialog.getByLabel('Max teams').fill('4');
  await dialog.getByRole('button', { name: 'Create league' }).click();
  await expect(
    admin.getByRole('heading', { name: `Test League ${stamp}`, level: 1 }),
  ).toBeVisible();

  await admin.getByRole('tab', { name: 'Manage' }).click();
  for (const name of teamNames) {
    await admin.getByLabel('Find a team').fill(name);
    await admin.getByRole('button', { name: `Add ${name}` }).click();
    await expect(toast(admin).getByText(`${name} is in the league.`)).toBeVisible();
  }
  await expect(admin.getByRole('heading', { name: 'Teams (4/4)' })).toBeVisible();

  await admin.getByLabel('Legs').selectOption({ label: 'Once each (single round robin)' });
  await admin.getByRole('button', { name: 'Generate fixtures' }).click();
  await expect(toast(admin).getByText('The season is scheduled.')).toBeVisible();

  // Round 1: the home team wins 3–0 in the first match, the second is a 1–1 draw.
  const round = admin.getByRole('list', { name: 'Results of round 1' });
  const matches = round.getByRole('listitem');
  await expect(matches).toHaveCount(2);
  const goalsBoxes = matches.nth(0).getByRole('textbox');
  await goalsBoxes.nth(0).fill('3');
  await goalsBoxes.nth(1).fill('0');
  const winner = (await goalsBoxes.nth(0).getAttribute('aria-label'))!.replace(' goals', '');
  const loser = (await goalsBoxes.nth(1).getAttribute('aria-label'))!.replace(' goals', '');
  await matches.nth(0).getByRole('button', { name: /Save/ }).click();
  const drawBoxes = matches.nth(1).getByRole('textbox');
  await drawBoxes.nth(0).fill('1');
  await drawBoxes.nth(1).fill('1');
  await matches.nth(1).getByRole('button', { name: /Save/ }).click();

  await admin.getByRole('tab', { name: 'Table' }).click();
  const rows = admin.getByRole('table').getByRole('rowheader');
  await expect(rows.first()).toHaveText(winner);
  await expect(rows.last()).toHaveText(loser);
});
