import type { MultiLineString, Position } from 'geojson';
import type { Topology } from 'topojson-specification';
import { CITY_POINTS } from './cities';
import { PREVIEW_WORLD_PX, PREVIEW_ZOOM, previewPoint } from './preview';
import { type OfflineLook, PALETTES } from './palettes';
import { type Objects, worldFromTopology } from './world';

// Build-time only (scripts/draw-world-preview.ts and its test): never imported by a page.

/** A value of the styles' `['interpolate', ['linear'], ['zoom'], z0, v0, z1, v1]` at the preview. */
const atZoom = (z0: number, v0: number, z1: number, v1: number) =>
  v0 + ((v1 - v0) * (PREVIEW_ZOOM - z0)) / (z1 - z0);

const COUNTRY_TEXT_PX = atZoom(2, 10, 6, 15);
const CITY_TEXT_PX = 11;
/** The styles' `text-max-width` of country names, in ems. */
const COUNTRY_MAX_WIDTH_EM = 7;
/** Rough advance of a character, in ems (bold capitals with 0.08 em spacing; regular). */
const BOLD_CAPS_EM = 0.76;
const REGULAR_EM = 0.56;
const FONT = "'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/** Points closer than this to the last one kept add nothing a phone's screen can show. */
const MIN_STEP_PX = 1.5;

/** One ring or line as relative path commands on whole pixels, points under a step dropped. */
function pathOf(line: Position[], close: boolean): string {
  let out = '';
  let last: [number, number] | null = null;
  let points = 0;
  for (const [index, [lng, lat]] of line.entries()) {
    const [fx, fy] = previewPoint(lng!, lat!);
    const x = Math.round(fx);
    const y = Math.round(fy);
    const end = index === line.length - 1;
    if (last && Math.hypot(x - last[0], y - last[1]) < (end ? 1 : MIN_STEP_PX)) continue;
    out += last ? ` ${x - last[0]} ${y - last[1]}` : `M${x} ${y}l`;
    last = [x, y];
    points++;
  }
  // Islands smaller than a pixel or two draw nothing at this zoom.
  if (points < (close ? 3 : 2)) return '';
  return close ? `${out}z` : out;
}

const multiLinePath = (geometry: MultiLineString) =>
  geometry.coordinates.map((line) => pathOf(line, false)).join('');

type Label = { x: number; y: number; lines: string[]; size: number; em: number };

/** The label's box, to keep names from overlapping as MapLibre's placement does. */
function boxOf({ x, y, lines, size, em }: Label, anchor: 'middle' | 'start') {
  const width = Math.max(...lines.map((line) => line.length)) * em * size;
  const height = lines.length * size * 1.2;
  const left = anchor === 'middle' ? x - width / 2 : x;
  return { left, right: left + width, top: y - height / 2, bottom: y + height / 2 };
}

/** Words on lines no wider than the style's `text-max-width`. */
function wrap(name: string): string[] {
  const lines: string[] = [];
  for (const word of name.toUpperCase().split(' ')) {
    const current = lines.at(-1);
    if (current && (current.length + 1 + word.length) * BOLD_CAPS_EM <= COUNTRY_MAX_WIDTH_EM)
      lines[lines.length - 1] = `${current} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The whole world at the preview's zoom in one look, as an SVG document. */
export function drawWorldPreview(look: OfflineLook, topology: Topology<Objects>): string {
  const p = PALETTES[look];
  const world = worldFromTopology(topology);
  const size = PREVIEW_WORLD_PX.toFixed(2);

  // Land by tint, as the styles' `match` on the country's tint.
  const land = p.land.map((colour, tint) => {
    const d = world.countries.features
      .filter((country) => Math.min(country.properties.tint, 4) === tint)
      .flatMap((country) =>
        country.geometry.type === 'Polygon'
          ? [country.geometry.coordinates]
          : country.geometry.coordinates,
      )
      .flatMap((polygon) => polygon.map((ring) => pathOf(ring, true)))
      .join('');
    return `<path fill="${colour}" d="${d}"/>`;
  });

  const coastWidth = atZoom(2, 0.6, 8, 1.6).toFixed(2);
  const borderWidth = atZoom(2, 0.6, 8, 1.4);
  const dashes =
    look === 'streets' ? ` stroke-dasharray="${3 * borderWidth} ${2 * borderWidth}"` : '';

  // Names: the countries first (the style draws them above the cities, so they win a
  // collision), biggest first; then the cities shown from the first view (rank 1).
  const placed: ReturnType<typeof boxOf>[] = [];
  const fits = (box: ReturnType<typeof boxOf>) =>
    box.left >= 0 &&
    box.top >= 0 &&
    !placed.some(
      (o) => box.left < o.right && box.right > o.left && box.top < o.bottom && box.bottom > o.top,
    );
  const texts: string[] = [];
  const countries = world.labels.features
    .filter((label) => label.properties.area >= 6)
    .sort((a, b) => b.properties.area - a.properties.area);
  for (const label of countries) {
    const [lng, lat] = label.geometry.coordinates as [number, number];
    const [x, y] = previewPoint(lng, lat);
    const text: Label = {
      x,
      y,
      lines: wrap(label.properties.name),
      size: COUNTRY_TEXT_PX,
      em: BOLD_CAPS_EM,
    };
    const box = boxOf(text, 'middle');
    if (!fits(box)) continue;
    placed.push(box);
    const top = y - ((text.lines.length - 1) * COUNTRY_TEXT_PX * 1.2) / 2;
    const spans = text.lines
      .map(
        (line, i) =>
          `<tspan x="${x.toFixed(1)}" y="${(top + i * COUNTRY_TEXT_PX * 1.2).toFixed(1)}">${escape(line)}</tspan>`,
      )
      .join('');
    texts.push(`<text class="c">${spans}</text>`);
  }
  const dots: string[] = [];
  for (const city of CITY_POINTS.features.filter((c) => c.properties.rank === 1)) {
    const [lng, lat] = city.geometry.coordinates as [number, number];
    const [x, y] = previewPoint(lng, lat);
    dots.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2.5"/>`);
    const text: Label = {
      x: x + CITY_TEXT_PX / 2,
      y,
      lines: [city.properties.name],
      size: CITY_TEXT_PX,
      em: REGULAR_EM,
    };
    const box = boxOf(text, 'start');
    if (!fits(box)) continue;
    placed.push(box);
    texts.push(
      `<text class="t" x="${text.x.toFixed(1)}" y="${y.toFixed(1)}">${escape(city.properties.name)}</text>`,
    );
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<title>The world, ${look} map</title>`,
    `<style>text{font-family:${FONT};paint-order:stroke;stroke:${p.halo};stroke-linejoin:round;dominant-baseline:central}`,
    `.c{font-size:${COUNTRY_TEXT_PX.toFixed(2)}px;font-weight:700;letter-spacing:0.08em;fill:${p.label};fill-opacity:.85;stroke-width:3px;text-anchor:middle}`,
    `.t{font-size:${CITY_TEXT_PX}px;fill:${p.city};stroke-width:2.4px}</style>`,
    `<rect width="100%" height="100%" fill="${p.water}"/>`,
    ...land,
    `<path fill="none" stroke="${p.coast}" stroke-width="${coastWidth}" stroke-linejoin="round" d="${multiLinePath(world.coastlines.geometry)}"/>`,
    `<path fill="none" stroke="${p.border}" stroke-width="${borderWidth.toFixed(2)}"${dashes} stroke-linejoin="round" d="${multiLinePath(world.borders.geometry)}"/>`,
    `<g fill="${p.city}" stroke="${p.halo}" stroke-width="1">${dots.join('')}</g>`,
    ...texts,
    '</svg>',
    '',
  ].join('\n');
}
