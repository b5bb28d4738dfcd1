import type { MapStyleId, TileSource } from '@shared/contracts/map';
import type { FilterSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { CITY_POINTS } from './cities';
import { type OfflineLook, PALETTES } from './palettes';
import type { WorldData } from './world';

export type { OfflineLook } from './palettes';

/** Local fonts (no glyph server): MapLibre draws labels with the browser's own sans-serif. */
export const LABEL_FONT = ['Noto Sans Regular'];
export const BOLD_FONT = ['Noto Sans Bold'];

const ATTRIBUTION = 'Made with Natural Earth';

/**
 * A complete MapLibre style for the offline base map. With no `glyphs` URL, MapLibre renders text
 * with local fonts, so nothing is fetched from anywhere but this app. Without world data yet, the
 * style is the water colour alone and the land appears when it arrives.
 */
export function offlineStyle(look: OfflineLook, world: WorldData | undefined): StyleSpecification {
  const p = PALETTES[look];
  const style: StyleSpecification = {
    version: 8,
    name: `Matchday offline ${look}`,
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': p.water } }],
  };
  if (!world) return style;
  style.sources = {
    countries: { type: 'geojson', data: world.countries, attribution: ATTRIBUTION },
    borders: { type: 'geojson', data: world.borders },
    coastlines: { type: 'geojson', data: world.coastlines },
    'country-labels': { type: 'geojson', data: world.labels },
    cities: { type: 'geojson', data: CITY_POINTS },
  };
  const cityLayers = ([1, 2, 3] as const).flatMap((rank): LayerSpecification[] => {
    const minzoom = rank === 1 ? 2.5 : rank === 2 ? 4.5 : 5.5;
    const filter: FilterSpecification = ['==', ['get', 'rank'], rank];
    return [
      {
        id: `city-dots-${rank}`,
        type: 'circle',
        source: 'cities',
        minzoom,
        filter,
        paint: {
          'circle-radius': 2.5,
          'circle-color': p.city,
          'circle-stroke-color': p.halo,
          'circle-stroke-width': 1,
        },
      },
      {
        id: `city-labels-${rank}`,
        type: 'symbol',
        source: 'cities',
        minzoom,
        filter,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': LABEL_FONT,
          'text-size': 11,
          'text-anchor': 'left',
          'text-offset': [0.5, 0],
          'text-optional': true,
        },
        paint: { 'text-color': p.city, 'text-halo-color': p.halo, 'text-halo-width': 1.2 },
      },
    ];
  });
  style.layers.push(
    {
      id: 'land',
      type: 'fill',
      source: 'countries',
      paint: {
        'fill-color': [
          'match',
          ['get', 'tint'],
          0,
          p.land[0]!,
          1,
          p.land[1]!,
          2,
          p.land[2]!,
          3,
          p.land[3]!,
          p.land[4]!,
        ],
      },
    },
    {
      id: 'coastline',
      type: 'line',
      source: 'coastlines',
      paint: {
        'line-color': p.coast,
        'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 8, 1.6],
      },
    },
    {
      id: 'borders',
      type: 'line',
      source: 'borders',
      paint: {
        'line-color': p.border,
        'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 8, 1.4],
        ...(look === 'streets' ? { 'line-dasharray': [3, 2] } : {}),
      },
    },
    ...cityLayers,
    // Country names in three bands by size, so small states do not crowd out large ones when
    // zoomed out: large from the start, medium from zoom 4, small from zoom 5.5.
    ...(
      [
        ['large', 6, Infinity, 0],
        ['medium', 0.8, 6, 4],
        ['small', 0, 0.8, 5.5],
      ] as const
    ).map(([band, min, max, minzoom]): LayerSpecification => ({
      id: `country-labels-${band}`,
      type: 'symbol',
      source: 'country-labels',
      minzoom,
      filter: [
        'all',
        ['>=', ['get', 'area'], min],
        ['<', ['get', 'area'], max === Infinity ? 1e9 : max],
      ],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': BOLD_FONT,
        'text-size': ['interpolate', ['linear'], ['zoom'], 2, 10, 6, 15],
        'text-transform': 'uppercase',
        'text-letter-spacing': 0.08,
        'text-max-width': 7,
        // Bigger countries win label collisions.
        'symbol-sort-key': ['-', ['get', 'area']],
      },
      paint: {
        'text-color': p.label,
        'text-halo-color': p.halo,
        'text-halo-width': 1.5,
        'text-opacity': 0.85,
      },
    })),
    // Zoomed in past the label points, the country around you is still named: MapLibre places
    // a polygon's label inside each tile's piece of it, so the name stays in view.
    {
      id: 'country-names-near',
      type: 'symbol',
      source: 'countries',
      minzoom: 7,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': BOLD_FONT,
        'text-size': 15,
        'text-transform': 'uppercase',
        'text-letter-spacing': 0.08,
      },
      paint: {
        'text-color': p.label,
        'text-halo-color': p.halo,
        'text-halo-width': 1.5,
        'text-opacity': 0.6,
      },
    },
  );
  return style;
}

/** A style on configured tiles: a style document URL as is, or raster tiles in a small style. */
export function tilesStyle(source: TileSource): StyleSpecification | string {
  if (source.type === 'style') return source.url;
  return {
    version: 8,
    sources: {
      tiles: {
        type: 'raster',
        tiles: source.tiles,
        tileSize: source.tileSize,
        ...(source.attribution && { attribution: source.attribution }),
      },
    },
    layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
  };
}

/** Which look the embedded map uses for a style button (Satellite has no offline imagery). */
export function offlineLookOf(style: MapStyleId): OfflineLook {
  return style === 'dark' ? 'dark' : style === 'light' ? 'light' : 'streets';
}
