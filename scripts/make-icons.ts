// Draws the app's install icons (public/icons/*.png) from public/favicon.svg in Chromium, so the
// PNGs the manifest lists always match the favicon. Run by hand after changing the favicon:
// `npx tsx scripts/make-icons.ts`. The PNGs are committed; the build does not run this.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/favicon.svg', 'utf8');
// A maskable icon may be cut to any shape inside its central 80 % circle: the ball sits in the
// middle of a full-bleed square of the brand green, with no rounded corners of its own.
const maskable = svg
  .replace('rx="14"', 'rx="0"')
  .replace(
    /<circle[\s\S]*<\/svg>/,
    (art) => `<g transform="translate(4.8 4.8) scale(0.85)">${art.replace('</svg>', '')}</g></svg>`,
  );

const icons = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'maskable-512.png', size: 512, source: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const { file, size, source } of icons) {
  await page.setViewportSize({ width: size, height: size });
  const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${sized}`);
  await page.locator('svg').screenshot({ path: `public/icons/${file}`, omitBackground: true });
}
await browser.close();
