import type { Topology } from 'topojson-specification';
import { type Objects, type WorldData, worldFromTopology } from './world';

// Browser only (FileReader), apart from world.ts so the preview's drawing script can use that.

/** A GeoJSON layer as a data: URL, in the browser's own base64 (a loop of ours took 0.4 s). */
function dataUrl(layer: unknown): Promise<string> {
  const reader = new FileReader();
  const read = new Promise<string>((resolve, reject) => {
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the world map'));
  });
  reader.readAsDataURL(new Blob([JSON.stringify(layer)], { type: 'application/json' }));
  return read;
}

/**
 * Converts the TopoJSON and writes each layer as a data: URL, what world-worker.ts sends. Not a
 * blob: URL: MapLibre's worker hands any URL with "://" that is not http(s) back to the page's
 * main thread to fetch, parse and copy over again (maplibre-gl's `makeRequest`); a data: URL it
 * fetches itself.
 */
export async function worldUrls(topology: Topology<Objects>): Promise<WorldData> {
  const shapes = worldFromTopology(topology);
  const [countries, borders, coastlines, labels] = await Promise.all([
    dataUrl(shapes.countries),
    dataUrl(shapes.borders),
    dataUrl(shapes.coastlines),
    dataUrl(shapes.labels),
  ]);
  return { countries, borders, coastlines, labels };
}
