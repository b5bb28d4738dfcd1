import type { BrowserContext, Page } from '@playwright/test';
import { createVenue, payWithCard } from '../support/booking';
import { newPlayer } from '../support/people';
import { expect, test, watchContentSecurityPolicy } from '../support/test';
import type { Instance } from './cluster';

const instances = JSON.parse(process.env.SCALE_OUT_INSTANCES ?? '[]') as Instance[];
const INSTANCE_HEADER = 'x-matchday-instance';

/** `sentAt`: when the browser sent the request (ms since the epoch, this machine's clock). */
type Answer = { instance: string; status: number; url: string; sentAt: number };

/** Every API answer a browser context receives, with the instance that gave it. */
function recordAnswers(context: BrowserContext): Answer[] {
  const answers: Answer[] = [];
  context.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    const instance = response.headers()[INSTANCE_HEADER] ?? '(none)';
    const sentAt = response.request().timing().startTime;
    answers.push({ instance, status: response.status(), url: response.url(), sentAt });
  });
  return answers;
}

/** Resolves once no answer has come for a second: the pages have done what they were doing. */
async function quiet(...answerLists: Answer[][]) {
  const count = () => answerLists.reduce((sum, answers) => sum + answers.length, 0);
  let seen = -1;
  while (seen !== count()) {
    seen = count();
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const describe = (answers: Answer[]) =>
  answers.map((a) => `${a.instance} ${a.status} ${new URL(a.url).pathname}`).join('\n');

/** The instance that answered each WebSocket handshake of a page, in order (from DevTools). */
async function recordSocketInstances(page: Page): Promise<string[]> {
  const handshakes: string[] = [];
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Network.webSocketHandshakeResponseReceived', ({ response }) => {
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    handshakes.push(headers[INSTANCE_HEADER] ?? '(none)');
  });
  await devtools.send('Network.enable');
  return handshakes;
}

test.skip(Boolean(process.env.SCALE_OUT_SKIPPED), process.env.SCALE_OUT_SKIPPED);

test('two instances behind nginx: sign in, book, chat and be notified while requests alternate; one instance dies and only the socket notices', async ({
  browser,
  request,
}) => {
  expect(instances.map((i) => i.name)).toEqual(['a', 'b']);

  // Round robin without stickiness: one after another, the answers alternate.
  const order: string[] = [];
  for (let i = 0; i < 6; i++) {
    const response = await request.get('/api/health');
    expect(response.ok()).toBe(true);
    order.push(response.headers()[INSTANCE_HEADER] ?? '(none)');
  }
  expect(new Set(order)).toEqual(new Set(['a', 'b']));
  const sequence = order.join(' ');
  order.slice(1).forEach((name, i) => expect(name, `in ${sequence}`).not.toBe(order[i]));

  // A venue owner lists a court through the API.
  const owner = await newPlayer(browser, 'Owner', 'venue_owner');
  const venue = await createVenue(owner.request, 'Europe/London');
  await owner.context().close();

  // Ana signs in with the form.
  const email = `e2e-ana-${Date.now()}@example.com`;
  const registered = await request.post('/api/register', {
    data: {
      email,
      password: 'secret123',
      firstName: 'Ana',
      lastName: 'Tester',
      userType: 'player',
    },
  });
  expect(registered.status()).toBe(201);
  const anaContext = await browser.newContext();
  watchContentSecurityPolicy(anaContext);
  const anaAnswers = recordAnswers(anaContext);
  const ana = await anaContext.newPage();
  await ana.goto('/auth');
  await ana.getByRole('tab', { name: 'Login' }).click();
  await ana.getByLabel('Email').fill(email);
  await ana.getByLabel('Password', { exact: true }).fill('secret123');
  await ana.getByRole('button', { name: 'Sign in' }).click();
  await expect(ana.getByTestId('toast').getByText('Welcome back!')).toBeVisible();

  // Ben waits on his messages, his socket open.
  const ben = await newPlayer(browser, 'Ben');
  const benAnswers = recordAnswers(ben.context());
  const benSockets = await recordSocketInstances(ben);
  const benId = ((await (await ben.request.get('/api/auth/user')).json()) as { id: string }).id;
  await ben.goto('/messages');
  await expect.poll(() => benSockets.length).toBe(1);

  // Ana books a slot the day after tomorrow and pays with the test card.
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await ana.goto(`/venues/${venue.id}?date=${date}`);
  const start = ana.getByLabel('Start time');
  await expect(start.locator('option').nth(1)).toBeAttached();
  const firstFree = await start.locator('option').nth(1).getAttribute('value');
  expect(firstFree).toBeTruthy();
  await start.selectOption(firstFree);
  await ana.getByRole('button', { name: 'Book Now' }).click();
  await expect(ana).toHaveURL(/\/checkout\?bookingId=/);
  await payWithCard(ana, '4242 4242 4242 4242');
  await expect(ana).toHaveURL(/\/bookings$/);
  const booking = ana.getByRole('article').filter({ hasText: venue.name });
  await expect(booking.getByText('Confirmed')).toBeVisible();
  // The confirmation rings her bell (a notification written by whichever instance took the
  // payment, pushed by whichever holds her socket).
  await expect(ana.getByTestId('notification-count')).toHaveText('1');
  await ana.getByTestId('notification-bell').click();
  await expect(ana.getByRole('menuitem').filter({ hasText: 'Booking confirmed' })).toBeVisible();
  await ana.keyboard.press('Escape');

  // Ana writes to Ben; it reaches him live.
  await ana.goto(`/players/${benId}`);
  await ana.getByRole('button', { name: 'Message Ben Tester' }).click();
  await expect(ana).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const composer = ana.getByRole('textbox', { name: 'Message' });
  await composer.fill('Court booked for Thursday!');
  await composer.press('Enter');
  await expect(ben.getByTestId('messages-unread')).toHaveText('1');

  // Both instances served each of them along the way.
  for (const answers of [anaAnswers, benAnswers]) {
    expect(new Set(answers.map((a) => a.instance)), describe(answers)).toEqual(new Set(['a', 'b']));
  }

  // The instance holding Ben's socket dies without warning, while the pages sit idle (a request
  // it was answering at that moment would fail, which nginx rightly does not retry for a POST).
  await quiet(anaAnswers, benAnswers);
  const victim = instances.find((i) => i.name === benSockets.at(-1))!;
  const survivor = instances.find((i) => i !== victim)!;
  const reconnected = ben.waitForEvent('websocket');
  const killedAt = Date.now();
  process.kill(victim.pid, 'SIGKILL');

  // Ben's page reconnects by itself, to the survivor.
  await reconnected;
  await expect.poll(() => benSockets.at(-1)).toBe(survivor.name);

  // The next actions work as before: Ana's next message reaches Ben live, and his reply her.
  await composer.fill('Still on?');
  await composer.press('Enter');
  await expect(ben.getByTestId('messages-unread')).toHaveText('2');
  await ben.getByTestId('conversation-row').filter({ hasText: 'Ana Tester' }).click();
  await expect(ben.getByTestId('message').last()).toContainText('Still on?');
  const reply = ben.getByRole('textbox', { name: 'Message' });
  await reply.fill('Yes, see you there');
  await reply.press('Enter');
  await expect(ana.getByTestId('message').last()).toContainText('Yes, see you there');
  await ana.goto('/bookings');
  await expect(ana.getByRole('article').filter({ hasText: venue.name })).toBeVisible();

  // Nobody saw an error, and since the kill only the survivor has answered.
  const all = [...anaAnswers, ...benAnswers];
  expect(describe(all.filter((a) => a.status >= 500))).toBe('');
  const after = all.filter((a) => a.sentAt > killedAt);
  expect(after.length).toBeGreaterThan(0);
  expect(new Set(after.map((a) => a.instance)), describe(after)).toEqual(new Set([survivor.name]));

  await anaContext.close();
  await ben.context().close();
});
