import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { toast } from './support/people';
import { expect, test } from './support/test';

// The installable, offline-ready app (ADR 019): these are the only tests the service worker
// runs in (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
// One after another: the deploy test changes the served worker for a moment.
test.describe.configure({ mode: 'default' });

async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/login', {
    data: { email, password: 'matchday123' },
  });
  expect(response.ok()).toBe(true);
}

/** Waits until the service worker controls the page, so what the page reads goes through it. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

test('the manifest is served, complete, and its icons load', async ({ page, request }) => {
  await page.goto('/auth');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Matchday',
    short_name: 'Matchday',
    start_url: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
    ['Find Venues', '/venues'],
    ['My Bookings', '/bookings'],
    ['Messages', '/messages'],
  ]);
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  for (const wanted of ['192x192 any', '512x512 any', '512x512 maskable']) {
    const icon = icons.find((i) => `${i.sizes} ${i.purpose}` === wanted);
    expect(icon, wanted).toBeDefined();
    const png = await request.get(icon!.src);
    expect(png.headers()['content-type']).toBe('image/png');
    // The PNG's own width (bytes 16–19 of its header) is the size the manifest claims.
    const width = (await png.body()).readUInt32BE(16);
    expect(`${width}x${width}`).toBe(icon!.sizes);
  }
  // A colour for each theme's browser bar.
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
});

test('offline: the app opens with the banner, My Bookings and a QR code seen before', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'player@matchday.dev');
  await page.goto('/bookings');
  await controlledByServiceWorker(page);
  // Read once more under the worker's control: this is the copy kept for offline use.
  await page.reload();
  const first = page.getByRole('list', { name: 'Upcoming bookings' }).getByRole('article').first();
  await expect(first).toBeVisible();
  const venue = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
  await first.getByRole('button', { name: 'Show QR Code' }).click();
  const code = (await page.getByTestId('booking-code').textContent())!.trim();
  expect(code).toMatch(/^MDC1\./);
  // Online, the list is the server's own answer: no "last updated".
  await expect(page.getByTestId('qr-saved-at')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  const shell = await page.reload();
  // The app shell from the worker, with the server's content security policy kept (ADR 006).
  expect(shell?.fromServiceWorker()).toBe(true);
  expect(shell?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByTestId('offline-banner')).toContainText("You're offline.");
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  await expect(page.getByTestId('bookings-saved-at')).toHaveText(
    /Saved on this device\. Last updated \w{3} \d{1,2}, \d{4}/,
  );
  const offlineCard = page.getByRole('article').filter({ hasText: venue }).first();
  await offlineCard.getByRole('button', { name: 'Show QR Code' }).click();
  await expect(page.getByTestId('booking-qr')).toBeVisible();
  await expect(page.getByTestId('booking-code')).toHaveText(code);
  await expect(page.getByTestId('qr-saved-at')).toContainText('Last updated');
  await page.keyboard.press('Escape');

  // Another page of the app opens offline too (the app shell), with the banner.
  await page.goto('/venues');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The API itself is never answered from a cache by mistake: a read not kept fails offline.
  const notKept = await page.evaluate(async () => {
    try {
      await fetch('/api/posts', { credentials: 'include' });
      return 'answered';
    } catch {
      return 'failed';
    }
  });
  expect(notKept).toBe('failed');
  await context.setOffline(false);
});

test('a post written offline waits in the outbox and is shared when the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'player@matchday.dev');
  await page.goto('/community');
  await controlledByServiceWorker(page);
  // Under the worker's control, the session is kept for offline use too (once the app, started
  // after the page's first paint, has read it).
  await page.reload();
  const share = page.getByRole('button', { name: 'Share something with the community…' });
  await expect(share).toBeVisible();
  const text = `Written on the train ${Date.now()}`;

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await share.click();
  await page.getByLabel("What's on your mind?").fill(text);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page).getByText('will be shared when you are back online')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('1 post waiting to be sent.');
  // Kept on the device, not in the page: a reload offline still has it waiting.
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText('1 post waiting to be sent.');

  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/posts'));
  await context.setOffline(false);
  // Sent with its idempotency key: a resend after a lost answer cannot post it twice.
  expect((await sent).postDataJSON()).toMatchObject({
    content: text,
    clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  await expect(toast(page).getByText('Your post written offline was sent.')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByText(text)).toBeVisible();
  // Shared once, on the server.
  const feed = await (await page.request.get('/api/posts')).json();
  expect(feed.items.filter((post: { content: string }) => post.content === text)).toHaveLength(1);
});

test('"Install Matchday" appears in the avatar menu when the browser offers it, and asks', async ({
  page,
}) => {
  await signIn(page, 'player@matchday.dev');
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  // Not offered by the browser (yet): no item.
  await expect(page.getByRole('menuitem', { name: 'Install Matchday' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // What Chromium does when the app can be installed (a real offer needs a user's engagement).
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { asked: boolean }).asked = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Install Matchday' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { asked?: boolean }).asked))
    .toBe(true);
  // Answered: the offer is used up.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Install Matchday' })).toHaveCount(0);
});

/** Serves a changed service worker (a deploy) until `restore` is called. */
function deployNewWorker() {
  const path = 'dist/web/sw.js';
  const original = readFileSync(path);
  const write = (bytes: Buffer) => {
    writeFileSync(path, bytes);
    // The server sends the ready-compressed copies when the browser accepts them.
    writeFileSync(`${path}.br`, brotliCompressSync(bytes));
    writeFileSync(`${path}.gz`, gzipSync(bytes));
  };
  write(Buffer.concat([original, Buffer.from(`\n// deployed ${Date.now()}\n`)]));
  return () => write(original);
}

test('after a deploy, a "New version" prompt reloads into it; until then the page keeps its own', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/auth');
  await controlledByServiceWorker(page);
  const firstWorker = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
  );
  expect(firstWorker).toMatch(/\/sw\.js$/);

  const restore = deployNewWorker();
  try {
    // The next visit finds the new worker, which waits instead of taking over.
    await page.reload();
    const prompt = page.getByRole('status').filter({ hasText: 'New version' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('New version of Matchday is ready.');
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa'])
      .include('[role="status"]')
      .analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(
      await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      ),
    ).toBe(true);

    // Waited for from before the click: the page's load comes quickly now that its scripts start
    // after the first paint.
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(prompt).toHaveCount(0);
    // Now controlled by the new worker, with none left waiting.
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active && !registration.waiting && !registration.installing;
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    restore();
  }
});

test('a chat message written offline waits in the thread and is sent when the connection returns', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'player@matchday.dev');
  await page.goto('/messages');
  await page.getByTestId('conversation-row').first().click();
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeVisible();
  const text = `On my way, no signal ${Date.now()}`;

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await composer.fill(text);
  await composer.press('Enter');
  await expect(
    toast(page).getByText('Your message will be sent when you are back online.'),
  ).toBeVisible();
  const waiting = page.getByRole('listitem').filter({ hasText: text });
  await expect(waiting).toContainText('Waiting for a connection');
  await expect(page.getByTestId('offline-banner')).toContainText('1 message waiting to be sent.');

  await context.setOffline(false);
  await expect(toast(page).getByText('Your message written offline was sent.')).toBeVisible();
  await expect(page.getByTestId('message').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByText('Waiting for a connection')).toHaveCount(0);
});

test('a push message shows its notification, with the link kept inside the app', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/auth');
  await controlledByServiceWorker(page);
  // Chromium's DevTools protocol delivers a push to the worker as a push service would.
  const cdp = await context.newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  const origin = new URL(page.url()).origin;
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url: string }).url,
      }));
    });

  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({
      title: 'Booking confirmed',
      body: 'Court 2, 18:00',
      url: '/bookings',
      tag: 'booking-1',
    }),
  });
  await expect
    .poll(shown)
    .toEqual([
      { title: 'Booking confirmed', body: 'Court 2, 18:00', tag: 'booking-1', url: '/bookings' },
    ]);

  // A link to another site is never followed: the notification opens the notifications page.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({
      title: 'Free tickets',
      body: '',
      url: 'https://evil.example/',
      tag: 'x',
    }),
  });
  await expect
    .poll(async () => (await shown()).find((n) => n.tag === 'x')?.url)
    .toBe('/notifications');
});

test("clicking a push notification takes the app's window to its link", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['notifications']);
  await signIn(page, 'player@matchday.dev');
  await page.goto('/community');
  await controlledByServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));

  // A notification as a push shows it (the push itself is the test above).
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    await registration.showNotification('Booking confirmed', {
      body: 'Court 2, 18:00',
      tag: 'click-me',
      data: { url: '/bookings' },
    });
  });
  // Nothing drives a real click on a system notification, so the worker gets the click event
  // the browser would send, for the notification it shows. (Made by a script, it carries no
  // permission to focus: the window is taken to the link all the same.)
  await worker.evaluate(async () => {
    // The worker's globals (this file is typed for pages).
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag: 'click-me' });
    self.dispatchEvent(
      new scope.NotificationEvent('notificationclick', { notification: notification! }),
    );
  });

  // The open window, not a new one, now shows the link.
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  expect(context.pages()).toHaveLength(1);
  // And the notification is gone from the tray.
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await navigator.serviceWorker.ready).getNotifications().then((n) => n.length),
      ),
    )
    .toBe(0);
});
