import { readFileSync } from 'node:fs';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import world110m from 'world-atlas/countries-110m.json';
import { drawWorldPreview } from './draw-preview';
import { PREVIEW_IMAGE, PREVIEW_WORLD_PX, previewPoint } from './preview';
import type { Objects } from './world';

describe('the map preview', () => {
  it('projects as MapLibre does: Web Mercator on a 512 px world at zoom 0', () => {
    expect(PREVIEW_WORLD_PX).toBeCloseTo(512 * 2 ** 3.5);
    const [x, y] = previewPoint(0, 0);
    expect(x).toBeCloseTo(PREVIEW_WORLD_PX / 2);
    expect(y).toBeCloseTo(PREVIEW_WORLD_PX / 2);
    const [left, top] = previewPoint(-180, 85.051129);
    expect(left).toBeCloseTo(0);
    expect(top).toBeCloseTo(0, 1);
    // North of Mercator's edge is the edge.
    expect(previewPoint(0, 89)[1]).toBeCloseTo(top, 1);
  });

  it.each(Object.keys(PREVIEW_IMAGE) as (keyof typeof PREVIEW_IMAGE)[])(
    'the %s picture is what scripts/draw-world-preview.ts draws now',
    (look) => {
      const drawn = drawWorldPreview(look, world110m as unknown as Topology<Objects>);
      const committed = readFileSync(`public${PREVIEW_IMAGE[look]}`, 'utf8');
      // Run `npx tsx scripts/draw-world-preview.ts` after changing a palette or the styles.
      expect(committed === drawn, `public${PREVIEW_IMAGE[look]} is out of date`).toBe(true);
    },
  );
});
