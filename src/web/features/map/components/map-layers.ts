import type { LayerProps } from '@vis.gl/react-maplibre';
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { ExpressionSpecification, Map as MapLibreMap } from 'maplibre-gl';
import type { Bbox, DemoUser, MapVenue } from '@shared/contracts/map';
import { MAP_USER_TYPE_COLORS, MAP_USER_TYPES } from '@shared/map';
import { BOLD_FONT } from '../base-map/styles';
import { isCoordinate } from '../geo';

export type PointProps = { id: string; kind: 'user' | 'venue'; type: string };

export const SOURCE = 'people';
export const INTERACTIVE_LAYERS = ['clusters', 'points', 'venue-points'];

// The markers' looks, shared with the map's picture (preview-markers.tsx).
export const CLUSTER_COLOUR = '#4f46e5';
/** A cluster's radius by its count: 15 px, then [from count, radius] steps. */
export const CLUSTER_RADIUS_STEPS = [15, 10, 19, 100, 24, 1000, 30] as const;
/** Zoom levels between which a marker grows, and people's and venues' radius at each. */
export const MARKER_ZOOMS = [3, 12] as const;
export const PERSON_RADIUS = [6, 9] as const;
export const VENUE_RADIUS = [7, 10] as const;

const growing = (radius: readonly [number, number]): ExpressionSpecification => [
  'interpolate',
  ['linear'],
  ['zoom'],
  MARKER_ZOOMS[0],
  radius[0],
  MARKER_ZOOMS[1],
  radius[1],
];

const typeColor = [
  'match',
  ['get', 'type'],
  ...MAP_USER_TYPES.flatMap((type) => [type, MAP_USER_TYPE_COLORS[type]]),
  MAP_USER_TYPE_COLORS.other,
] as unknown as string;

export const markerLayers: LayerProps[] = [
  {
    id: 'clusters',
    type: 'circle',
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': CLUSTER_COLOUR,
      'circle-opacity': 0.9,
      'circle-radius': ['step', ['get', 'point_count'], ...CLUSTER_RADIUS_STEPS],
      'circle-stroke-width': 3,
      'circle-stroke-color': '#ffffff',
    },
  },
  {
    id: 'cluster-count',
    type: 'symbol',
    filter: ['has', 'point_count'],
    layout: {
      'text-field': ['get', 'point_count_abbreviated'],
      'text-font': BOLD_FONT,
      'text-size': 12,
      'text-allow-overlap': true,
    },
    paint: { 'text-color': '#ffffff' },
  },
  {
    id: 'points',
    type: 'circle',
    filter: ['all', ['!', ['has', 'point_count']], ['==', ['get', 'kind'], 'user']],
    paint: {
      'circle-color': typeColor,
      'circle-radius': growing(PERSON_RADIUS),
      'circle-stroke-width': 2,
      'circle-stroke-color': '#ffffff',
    },
  },
  {
    id: 'venue-points',
    type: 'circle',
    filter: ['all', ['!', ['has', 'point_count']], ['==', ['get', 'kind'], 'venue']],
    paint: {
      'circle-color': MAP_USER_TYPE_COLORS.venue,
      'circle-radius': growing(VENUE_RADIUS),
      'circle-stroke-width': 2.5,
      'circle-stroke-color': '#ffffff',
    },
  },
  {
    id: 'venue-points-centre',
    type: 'circle',
    filter: ['all', ['!', ['has', 'point_count']], ['==', ['get', 'kind'], 'venue']],
    paint: { 'circle-color': '#ffffff', 'circle-radius': 2.5 },
  },
];

export function toPoints(
  users: DemoUser[],
  venues: MapVenue[],
): FeatureCollection<Point, PointProps> {
  const features: Feature<Point, PointProps>[] = [];
  for (const u of users) {
    // SPEC §2: a marker needs both coordinates to be numbers.
    if (!isCoordinate(u.latitude) || !isCoordinate(u.longitude)) continue;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [u.longitude, u.latitude] },
      properties: { id: u.id, kind: 'user', type: u.userType },
    });
  }
  for (const v of venues) {
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [v.longitude, v.latitude] },
      properties: { id: v.id, kind: 'venue', type: 'venue' },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** The visible box, rounded (so small nudges reuse a cached answer) and within the world. */
export function boundsOf(map: MapLibreMap): Bbox {
  const b = map.getBounds();
  const round = (v: number) => Math.round(v * 100) / 100;
  const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  const whole = b.getEast() - b.getWest() >= 360;
  return {
    west: whole ? -180 : round(wrap(b.getWest())),
    east: whole ? 180 : round(wrap(b.getEast())),
    south: round(Math.max(-90, b.getSouth())),
    north: round(Math.min(90, b.getNorth())),
  };
}
