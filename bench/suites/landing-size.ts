import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestEntry = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
};
type Manifest = Record<string, ManifestEntry>;

const DIST = 'dist/web';
const LANDING = 'src/web/features/landing/pages/landing-page.tsx';
const MAP = 'src/web/features/map/components/live-map.tsx';
/** MapLibre and the map drawn with it: loaded when the map goes live (map-activation.ts). */
const CANVAS = 'src/web/features/map/components/map-canvas.tsx';

/** A chunk and everything it imports statically: what the browser must load to run it. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) closure(manifest, imported, into);
  return into;
}

const gzipKb = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file))).length, 0) / 1024;

/**
 * The landing page's first JavaScript (gzip): the app entry and the landing page chunk with their
 * static imports, which is what runs before the page is interactive; then what the lazily loaded
 * map adds (its chunk with MapLibre, then MapLibre's worker and the world shapes it fetches).
 */
export function landingSize() {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const first = closure(manifest, 'index.html');
  closure(manifest, LANDING, first);
  const panels = closure(manifest, MAP);
  const map = [...closure(manifest, CANVAS, panels)].filter((file) => !first.has(file));
  const mapAssets = [...(manifest[MAP]?.assets ?? []), ...(manifest[CANVAS]?.assets ?? [])];
  // MapLibre's own class names: present in the map chunk, and nowhere in the first load.
  const mapLibreInFirst = [...first].filter((file) =>
    readFileSync(join(DIST, file), 'utf8').includes('maplibregl-canvas'),
  );
  const figures = {
    landingFirstJsGzipKb: Number(gzipKb(first).toFixed(1)),
    landingWithMapJsGzipKb: Number((gzipKb(first) + gzipKb(map)).toFixed(1)),
    mapChunkJsGzipKb: Number(gzipKb(map).toFixed(1)),
    mapAssetsGzipKb: Number(gzipKb(mapAssets).toFixed(1)),
    firstFiles: [...first],
    mapFiles: map,
    mapAssets,
    mapLibreInFirstLoad: mapLibreInFirst,
  };
  console.log('\n== landing-size ==');
  console.table({
    'landing first JS (entry + landing page)': `${figures.landingFirstJsGzipKb} kB gzip`,
    '+ map chunks (the map UI, then MapLibre)': `${figures.mapChunkJsGzipKb} kB gzip`,
    'landing with the map': `${figures.landingWithMapJsGzipKb} kB gzip`,
    'map assets fetched afterwards (worker, world shapes)': `${figures.mapAssetsGzipKb} kB gzip`,
    'MapLibre in the first load': mapLibreInFirst.length ? mapLibreInFirst.join(', ') : 'no',
  });
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/landing-size.json',
    JSON.stringify({ suite: 'landing-size', at: new Date().toISOString(), ...figures }, null, 2),
  );
  return figures;
}
