import { drawPng, type Rgb } from '@server/lib/png';

export type Surface = 'grass' | 'clay' | 'hard' | 'sand' | 'indoor';

const COLOURS: Record<Surface, Rgb> = {
  grass: [46, 139, 87],
  clay: [196, 98, 54],
  hard: [52, 110, 176],
  sand: [222, 184, 135],
  indoor: [168, 112, 64],
};

/**
 * A drawn playing surface (mown stripes, white lines), as a PNG: demo posts get pictures without
 * shipping photos. Small and fast: a few milliseconds each.
 */
export function surfaceImage(surface: Surface, width = 480, height = 320): Buffer {
  const [r, g, b] = COLOURS[surface];
  const line = (x: number, y: number) => {
    const margin = 16;
    const onBorder =
      (x >= margin &&
        x < width - margin &&
        (Math.abs(y - margin) < 2 || Math.abs(y - (height - margin)) < 2)) ||
      (y >= margin &&
        y < height - margin &&
        (Math.abs(x - margin) < 2 || Math.abs(x - (width - margin)) < 2));
    const onHalfway = y > margin && y < height - margin && Math.abs(x - width / 2) < 2;
    const dx = x - width / 2;
    const dy = y - height / 2;
    const onCircle = Math.abs(Math.sqrt(dx * dx + dy * dy) - height / 5) < 1.5;
    return onBorder || onHalfway || onCircle;
  };
  return drawPng(width, height, (x, y) => {
    if (surface !== 'sand' && line(x, y)) return [245, 245, 245];
    const stripe = Math.floor(x / 40) % 2 === 0 ? 1 : 0.9;
    const shade = 1 - (y / height) * 0.15;
    return [
      Math.round(r * stripe * shade),
      Math.round(g * stripe * shade),
      Math.round(b * stripe * shade),
    ];
  });
}
