/**
 * Draws the landing map's first view (public/images/map/world-<look>.svg): the embedded base map
 * of MapLibre's offline styles, the whole world at the default zoom, as one SVG per look. A phone
 * shows it with the markers over it until MapLibre starts (ADR 021). Same shapes, colours, line
 * widths and labels as the styles in src/web/features/map/base-map/styles.ts at that zoom.
 *
 *   npx tsx scripts/draw-world-preview.ts
 *
 * Run it again after changing a palette: a unit test (preview.test.ts) compares the files.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { drawWorldPreview } from '../src/web/features/map/base-map/draw-preview';
import { PREVIEW_IMAGE } from '../src/web/features/map/base-map/preview';

const topology = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('world-atlas/countries-110m.json'), 'utf8'),
) as Parameters<typeof drawWorldPreview>[1];

mkdirSync('public/images/map', { recursive: true });
for (const look of Object.keys(PREVIEW_IMAGE) as (keyof typeof PREVIEW_IMAGE)[]) {
  const svg = drawWorldPreview(look, topology);
  writeFileSync(`public${PREVIEW_IMAGE[look]}`, svg);
  console.log(`${PREVIEW_IMAGE[look]}: ${(svg.length / 1024).toFixed(1)} kB`);
}
