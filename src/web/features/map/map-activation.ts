/**
 * Whether MapLibre starts by itself (ADR 021). On a screen with a mouse it does, as soon as the
 * page is idle. On a touch screen the map's picture (map-preview.tsx) stays until the map is
 * touched or its controls used: MapLibre's start is seconds of main-thread work on a phone
 * (WebGL, often in software), and a map that is only scrolled past need not pay for it.
 */
export const startsLive = () => window.matchMedia('(hover: hover) and (pointer: fine)').matches;

/** MapLibre and the map drawn with it: a chunk of its own, fetched when the map goes live. */
export const loadMapCanvas = () => import('./components/map-canvas');
