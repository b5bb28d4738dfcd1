import { expect, test } from './support/test';
import { newPlayer } from './support/people';

test('an investor creates a profile and drags a deal through the pipeline, by mouse and keyboard', async ({
  browser,
}) => {
  const investor = await newPlayer(browser, 'Ines', 'investor');

  // A new account is one click from creating its profile.
  await investor.goto('/dashboard/investor');
  await investor.getByRole('link', { name: 'Create your investor profile' }).click();
  await investor.getByLabel('Investor or fund name').fill('Ines Ventures');
  await investor.getByRole('button', { name: 'Create profile' }).click();
  await expect(investor).toHaveURL(/\/dashboard\/investor$/);

  // …and then one click from its first deal.
  await investor.getByRole('button', { name: 'Add a deal' }).first().click();
  const dialog = investor.getByRole('dialog', { name: 'Add a deal' });
  await dialog.getByLabel('Invest in a').selectOption('startup');
  await dialog.getByLabel('Deal name').fill('GoalCam video analysis');
  await dialog.getByLabel('Amount (USD)').fill('40000');
  await dialog.getByRole('button', { name: 'Add deal' }).click();
  await expect(
    investor.getByRole('heading', { level: 1, name: 'GoalCam video analysis' }),
  ).toBeVisible();

  await investor.goto('/investments');
  const column = (name: string) => investor.getByRole('region', { name, exact: true });
  const card = investor.locator('li[data-deal="GoalCam video analysis"]');
  await expect(column('Prospecting').locator(card)).toBeVisible();

  // Mouse: drag the card onto the Due diligence column.
  await card.dragTo(column('Due diligence'));
  await expect(column('Due diligence').locator(card)).toBeVisible();
  await expect(investor.getByText('GoalCam video analysis moved to Due diligence.')).toBeAttached();

  // Keyboard: focus its Move to list and pick the next stage with the arrow key.
  const moveTo = investor.getByRole('combobox', { name: 'Move GoalCam video analysis to' });
  await moveTo.focus();
  await investor.keyboard.press('ArrowDown');
  await expect(column('Negotiation').locator(card)).toBeVisible();

  // A move the pipeline refuses is named by the server, and the card stays put.
  await card.dragTo(column('Exited'));
  await expect(
    investor.getByText(/cannot move to Exited; you can move it to: Closed, Failed/).first(),
  ).toBeVisible();
  await expect(column('Negotiation').locator(card)).toBeVisible();

  // The table shows the same.
  await investor.getByRole('tab', { name: 'Table' }).click();
  const row = investor.getByRole('row', { name: /GoalCam video analysis/ });
  await expect(row).toContainText('Negotiation');
  await expect(row).toContainText('$40,000.00');

  // On the deal page: close, go live, and exit; the exit asks for its value and shows the ROI.
  await row.getByRole('link', { name: 'GoalCam video analysis' }).click();
  await investor.getByRole('button', { name: 'Move to Closed' }).click();
  await investor.getByRole('button', { name: 'Move to Active' }).click();
  await investor.getByRole('button', { name: 'Move to Exited' }).click();
  const exit = investor.getByRole('dialog', { name: 'Record the exit' });
  await exit.getByLabel('Exit value (USD)').fill('60000');
  await exit.getByRole('button', { name: 'Exit deal' }).click();
  await expect(investor.getByText('+50.0%')).toBeVisible();
  await expect(investor.getByRole('list', { name: 'History' })).toContainText('Active → Exited');
});

test('a venue owner sees inbound interest and shares the data room the investor asked for', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const owner = await context.newPage();
  const login = await owner.request.post('/api/login', {
    data: { email: 'owner@matchday.dev', password: 'matchday123' },
  });
  expect(login.ok()).toBe(true);
  await owner.goto('/investments');
  await owner.getByRole('tab', { name: /Inbound/ }).click();
  const inbound = owner.getByRole('list', { name: 'Inbound interest' });
  await expect(inbound).toContainText('Data room requested');
  await inbound.getByRole('link', { name: 'Padel courts expansion' }).click();
  await expect(owner.getByText('Northgate Sports Capital is interested')).toBeVisible();
  await owner.getByRole('button', { name: 'Share data room' }).click();
  await expect(owner.getByText('Shared: the data room is open')).toBeVisible();
  await context.close();
});
