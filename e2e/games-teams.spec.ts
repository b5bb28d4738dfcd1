import { expect, test } from './support/test';
import { newPlayer, toast } from './support/people';

test('create a game → another player joins → a third waits → a leaver is replaced', async ({
  browser,
}) => {
  const organizer = await newPlayer(browser, 'Organiser');
  await organizer.goto('/players?tab=games');
  await organizer.getByRole('button', { name: 'Create Game' }).click();
  const dialog = organizer.getByRole('dialog', { name: 'Create a game' });
  const title = `Doubles ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Sport').selectOption({ label: 'Tennis' });
  // Validation before anything is sent.
  await dialog.getByRole('button', { name: 'Create Game' }).click();
  await expect(dialog.getByText('Choose a venue or enter a location')).toBeVisible();
  await expect(dialog.getByText('Date is required')).toBeVisible();

  await dialog.getByLabel('Location').fill('Hyde Park courts, London');
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA');
  await dialog.getByLabel('Date').fill(tomorrow);
  await dialog.getByLabel('Start').fill('18:00');
  await dialog.getByLabel('End').fill('19:30');
  await dialog.getByLabel('Max players').fill('2');
  await dialog.getByRole('button', { name: 'Create Game' }).click();

  await expect(organizer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(organizer.getByRole('heading', { name: 'Players (1/2)' })).toBeVisible();
  const gameUrl = organizer.url();

  const second = await newPlayer(browser, 'Second');
  await second.goto(gameUrl);
  await second.getByRole('button', { name: `Join Game ${title}` }).click();
  await expect(toast(second).getByText('Joined game')).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Players (2/2)' })).toBeVisible();

  const third = await newPlayer(browser, 'Third');
  await third.goto('/players?tab=games');
  await third.getByLabel('Search').fill(title);
  await third.getByRole('button', { name: 'Search' }).click();
  const card = third.getByTestId('game-card').filter({ hasText: title });
  await expect(card.getByText('2/2 players')).toBeVisible();
  await card.getByRole('button', { name: `Join waitlist ${title}` }).click();
  await expect(toast(third).getByText("You're on the waitlist")).toBeVisible();
  await expect(card.getByText('On waitlist')).toBeVisible();

  await second.getByRole('button', { name: `Leave ${title}` }).click();
  await expect(toast(second).getByText('You left the game')).toBeVisible();

  // The first one waiting took the place.
  await third.goto(gameUrl);
  await expect(third.getByText("You're in")).toBeVisible();
  await expect(third.getByRole('heading', { name: 'Waitlist (0)' })).toBeVisible();
  await expect(
    third.getByRole('list', { name: 'Players in this game' }).getByText('Third Tester'),
  ).toBeVisible();

  // It is on the new player's dashboard too.
  await third.goto('/dashboard/player');
  await expect(
    third.getByRole('list', { name: 'Upcoming games' }).getByRole('link', { name: title }),
  ).toBeVisible();
});

test('create a team → another player joins; a private team takes a request the captain accepts', async ({
  browser,
}) => {
  const captain = await newPlayer(browser, 'Captain');
  await captain.goto('/players?tab=teams');
  await captain.getByRole('button', { name: 'Create Team' }).click();
  const name = `Net Ninjas ${Date.now()}`;
  let dialog = captain.getByRole('dialog', { name: 'Create a team' });
  await dialog.getByLabel('Team name').fill(name);
  await dialog.getByLabel('Sport').selectOption({ label: 'Volleyball' });
  await dialog.getByRole('button', { name: 'Create Team' }).click();
  await expect(captain.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(captain.getByText('1/10 members')).toBeVisible();

  const joiner = await newPlayer(browser, 'Joiner');
  await joiner.goto('/players?tab=teams');
  await joiner.getByLabel('Search').fill(name);
  await joiner.getByRole('button', { name: 'Search' }).click();
  const card = joiner.getByTestId('team-card').filter({ hasText: name });
  await expect(card.getByText('Public')).toBeVisible();
  await card.getByRole('button', { name: `Join Team ${name}` }).click();
  await expect(toast(joiner).getByText(`You joined ${name}.`)).toBeVisible();
  await expect(card.getByText('2/10 members')).toBeVisible();

  // A private team: the request waits for the captain.
  const privateName = `Secret Squad ${Date.now()}`;
  await captain.goto('/players?tab=teams');
  await captain.getByRole('button', { name: 'Create Team' }).click();
  dialog = captain.getByRole('dialog', { name: 'Create a team' });
  await dialog.getByLabel('Team name').fill(privateName);
  await dialog.getByLabel('Sport').selectOption({ label: 'Football' });
  await dialog.getByLabel(/Private/).check();
  await dialog.getByRole('button', { name: 'Create Team' }).click();
  await expect(captain.getByRole('heading', { level: 1, name: privateName })).toBeVisible();
  const teamUrl = captain.url();

  await joiner.goto(teamUrl);
  await joiner.getByRole('button', { name: `Request to join ${privateName}` }).click();
  await expect(toast(joiner).getByText('Request sent')).toBeVisible();
  await expect(joiner.getByText('Request waiting')).toBeVisible();

  await captain.reload();
  const requests = captain.getByRole('list', { name: 'Requests to join' });
  await requests.getByRole('button', { name: 'Accept Joiner Tester' }).click();
  await expect(toast(captain).getByText('Request accepted')).toBeVisible();
  await expect(
    captain.getByRole('list', { name: 'Members' }).getByText('Joiner Tester'),
  ).toBeVisible();
  await expect(captain.getByText('2/10 members')).toBeVisible();

  await joiner.reload();
  await expect(
    joiner.getByRole('list', { name: 'Members' }).getByText('Joiner Tester'),
  ).toBeVisible();
  await expect(joiner.getByRole('button', { name: `Leave team ${privateName}` })).toBeVisible();
});

test('players: filters, a suggested match and Connect', async ({ browser }) => {
  const page = await newPlayer(browser, 'Seeker');
  await page.goto('/players');
  await page.getByLabel('Location').fill('Doha');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/location=Doha/);
  const cards = page.getByTestId('player-card');
  await expect(cards.first()).toBeVisible();
  for (const location of await cards.getByText(/Doha/).allTextContents()) {
    expect(location).toContain('Doha');
  }
  const khalid = cards.filter({ hasText: 'Khalid Al Thani' });
  await khalid.getByRole('button', { name: 'Connect Khalid Al Thani' }).click();
  await expect(toast(page).getByText('You now follow Khalid Al Thani.')).toBeVisible();
  await expect(khalid.getByRole('button', { name: /Following/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await khalid.getByRole('link', { name: /View Profile/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Khalid Al Thani' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Following/ })).toBeVisible();
});

test('the seeded player: smart matches with reasons, and a dashboard full of real data', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Email').fill('player@matchday.dev');
  await page.getByLabel('Password', { exact: true }).fill('matchday123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/players');
  const matches = page.getByRole('list', { name: 'Recommended players' });
  await expect(matches.getByTestId('player-card').first()).toBeVisible();
  await expect(matches.getByText(/% match/).first()).toBeVisible();
  await expect(matches.getByText(/Plays (Tennis|Padel|Football) like you/).first()).toBeVisible();

  await page.goto('/dashboard/player');
  await expect(page.getByRole('heading', { level: 1, name: 'Player Dashboard' })).toBeVisible();
  await expect(page.getByText('Games Played').locator('..').getByText('12')).toBeVisible();
  await page.getByRole('tab', { name: 'My Teams' }).click();
  await expect(
    page.getByRole('list', { name: 'My teams' }).getByText('Camden Smashers'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(page.getByText('Games per month')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Games played' }).getByRole('listitem')).toHaveCount(
    12,
  );
});
