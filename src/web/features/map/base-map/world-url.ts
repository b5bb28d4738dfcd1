// Natural Earth 1:50m country shapes from the world-atlas package, served by the app itself as a
// hashed asset: the offline base map needs nothing from the internet. Apart from world.ts, so
// that Node (scripts/draw-world-preview.ts) can import the conversion without Vite's `?url`.
import worldAtlasUrl from 'world-atlas/countries-50m.json?url';

export const WORLD_DATA_URL = worldAtlasUrl;
