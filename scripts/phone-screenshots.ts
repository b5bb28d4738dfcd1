// `npx tsx scripts/phone-screenshots.ts [baseUrl]`: every main page at a phone's width (360 px,
// and 390 px for the landing map) in the light and the dark theme, as full-page PNGs under
// test-results/phone-screenshots/, to look over by eye (issue 18 "Phone polish"). Needs a
// running server with the demo data (`npm start`, or E2E's); nothing is asserted here, the
// layout rules that matter are e2e/phone-layout.spec.ts and e2e/map-phone.spec.ts.
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const BASE = process.argv[2] ?? 'http://localhost:5000';
const OUT = 'test-results/phone-screenshots';

const VISITOR_PAGES = ['/', '/auth', '/venues', '/players', '/leagues', '/esports', '/federations'];
const PLAYER_PAGES = [
  '/',
  '/bookings',
  '/community',
  '/messages',
  '/notifications',
  '/profile',
  '/settings',
  '/dashboard/player',
];

async function firstVenuePath(): Promise<string> {
  const response = await fetch(`${BASE}/api/venues?pageSize=1`);
  const { items } = (await response.json()) as { items: { id: string }[] };
  return `/venues/${items[0]!.id}`;
}

async function shoot(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
mkdirSync(OUT, { recursive: true });
const venue = await firstVenuePath();
try {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [360, 390]) {
      const visitor = await browser.newContext({
        baseURL: BASE,
        viewport: { width, height: 800 },
        colorScheme: theme,
        reducedMotion: 'reduce',
      });
      const page = await visitor.newPage();
      const paths = width === 360 ? [...VISITOR_PAGES, venue] : ['/'];
      for (const path of paths)
        await shoot(page, path, `${width}-${theme}-visitor${path.replaceAll('/', '_')}`);
      await visitor.close();
    }

    const player = await browser.newContext({
      baseURL: BASE,
      viewport: { width: 360, height: 800 },
      colorScheme: theme,
      reducedMotion: 'reduce',
    });
    const page = await player.newPage();
    const login = await page.request.post(`${BASE}/api/login`, {
      data: { email: 'player@matchday.dev', password: 'matchday123' },
      headers: { origin: BASE },
    });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    for (const path of PLAYER_PAGES)
      await shoot(page, path, `360-${theme}-player${path.replaceAll('/', '_')}`);
    await player.close();
  }
} finally {
  await browser.close();
}
console.log(`screenshots written to ${OUT}/`);
