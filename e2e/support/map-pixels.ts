import { hexToRgb, solidPng } from '../../src/server/lib/png';
import type { Locator, Page } from '@playwright/test';

/** How many pixels match, and where: one spot of the colour (a marker to click) by spotX/spotY. */
export type ColourHits = { count: number; spotX: number; spotY: number };

/**
 * Counts the map canvas's pixels near each colour (and where they are, on average), from a real
 * screenshot: proof the WebGL canvas drew, not just that the DOM is there. Panels floating over
 * the map are masked out so their own swatches do not count.
 */
export async function mapPixels<K extends string>(
  page: Page,
  colours: Record<K, string>,
  { tolerance = 28, mask = [] as Locator[] } = {},
): Promise<Record<K, ColourHits>> {
  const png = await page.getByTestId('map-canvas').screenshot({ mask, maskColor: '#000000' });
  const hits = await page.evaluate(
    async ({ data, colours, tolerance }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      const targets = Object.entries(colours).map(([name, hex]) => ({
        name,
        rgb: [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)),
        count: 0,
        first: -1,
      }));
      for (let i = 0; i < pixels.length; i += 4) {
        for (const t of targets) {
          if (
            Math.abs(pixels[i]! - t.rgb[0]!) <= tolerance &&
            Math.abs(pixels[i + 1]! - t.rgb[1]!) <= tolerance &&
            Math.abs(pixels[i + 2]! - t.rgb[2]!) <= tolerance
          ) {
            t.count++;
            if (t.first < 0) t.first = i / 4;
          }
        }
      }
      // The spot: the middle of the matching pixels within 14 px of the first one found.
      const spot = (t: (typeof targets)[number]) => {
        if (t.first < 0) return { spotX: 0, spotY: 0 };
        const fx = t.first % canvas.width;
        const fy = Math.floor(t.first / canvas.width);
        let n = 0;
        let sx = 0;
        let sy = 0;
        for (let y = fy; y < Math.min(canvas.height, fy + 28); y++) {
          for (let x = Math.max(0, fx - 14); x < Math.min(canvas.width, fx + 14); x++) {
            const i = (y * canvas.width + x) * 4;
            if (
              Math.abs(pixels[i]! - t.rgb[0]!) <= tolerance &&
              Math.abs(pixels[i + 1]! - t.rgb[1]!) <= tolerance &&
              Math.abs(pixels[i + 2]! - t.rgb[2]!) <= tolerance
            ) {
              n++;
              sx += x;
              sy += y;
            }
          }
        }
        return { spotX: sx / n, spotY: sy / n };
      };
      return Object.fromEntries(targets.map((t) => [t.name, { count: t.count, ...spot(t) }]));
    },
    { data: png.toString('base64'), colours: colours as Record<string, string>, tolerance },
  );
  return hits as Record<K, ColourHits>;
}

/** The floating panels over the map, to mask in screenshots. */
export function mapOverlays(page: Page): Locator[] {
  return [
    page.getByTestId('around-you'),
    page.getByRole('region', { name: 'Map legend' }),
    page.getByRole('group', { name: 'Quick zoom' }),
    page.getByRole('group', { name: 'Map style' }),
  ];
}

/** A square PNG tile of one colour ('#rrggbb'), to stand in for a tile server. */
export function solidTile(hex: string, size = 256): Buffer {
  return solidPng(size, size, hexToRgb(hex));
}
