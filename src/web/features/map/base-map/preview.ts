import { MAP_DEFAULT_VIEW } from '@shared/map';
import type { OfflineLook } from './palettes';

/**
 * The map's first view as a picture (ADR 021): the embedded base map at the default view, drawn
 * ahead of time as one SVG per look (scripts/draw-world-preview.ts), so a phone shows the map
 * with its markers at first paint, long before MapLibre could start.
 */
export const PREVIEW_ZOOM = MAP_DEFAULT_VIEW.zoom;

/** MapLibre's world is 512 px wide at zoom 0 and doubles with each zoom level. */
export const PREVIEW_WORLD_PX = 512 * 2 ** PREVIEW_ZOOM;

/** Web Mercator's edge: MapLibre shows nothing further north or south. */
const MAX_LATITUDE = 85.051129;

/** Where a place lies on the preview's world, in CSS pixels from its top left corner. */
export function previewPoint(longitude: number, latitude: number): [number, number] {
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  const x = ((longitude + 180) / 360) * PREVIEW_WORLD_PX;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * PREVIEW_WORLD_PX;
  return [x, y];
}

/** The default view's centre on the preview's world: it sits in the middle of the map's box. */
export const PREVIEW_CENTRE = previewPoint(MAP_DEFAULT_VIEW.longitude, MAP_DEFAULT_VIEW.latitude);

/**
 * The drawn pictures, in public/ so the service worker keeps them for offline use: the looks
 * MapLibre starts in (streets in the light theme, dark in the dark one).
 */
export const PREVIEW_IMAGE: Record<Extract<OfflineLook, 'streets' | 'dark'>, string> = {
  dark: '/images/map/world-dark.svg',
  streets: '/images/map/world-streets.svg',
};
