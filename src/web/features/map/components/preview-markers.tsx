import { useDeferredValue, useMemo } from 'react';
import Supercluster from 'supercluster';
import { MAP_USER_TYPE_COLORS } from '@shared/map';
import { PREVIEW_WORLD_PX, PREVIEW_ZOOM, previewPoint } from '../base-map/preview';
import {
  CLUSTER_COLOUR,
  CLUSTER_RADIUS_STEPS,
  MARKER_ZOOMS,
  PERSON_RADIUS,
  type PointProps,
  type toPoints,
  VENUE_RADIUS,
} from './map-layers';

type Points = ReturnType<typeof toPoints>;

const NO_POINTS: Points = { type: 'FeatureCollection', features: [] };

/** The layers' `step` on the point count. */
function clusterRadius(count: number): number {
  let radius: number = CLUSTER_RADIUS_STEPS[0];
  for (let i = 1; i < CLUSTER_RADIUS_STEPS.length; i += 2)
    if (count >= CLUSTER_RADIUS_STEPS[i]!) radius = CLUSTER_RADIUS_STEPS[i + 1]!;
  return radius;
}

/** The layers' linear growth between MARKER_ZOOMS, at the picture's zoom. */
const radiusAt = ([from, to]: readonly [number, number]) =>
  from + ((to - from) * (PREVIEW_ZOOM - MARKER_ZOOMS[0])) / (MARKER_ZOOMS[1] - MARKER_ZOOMS[0]);

/**
 * The markers of the map's first view, clustered as MapLibre clusters them (its GeoJSON source
 * runs the same Supercluster with the same radius, on the whole zoom level under the view) and
 * drawn with the same sizes and colours as map-layers.ts, so nothing jumps when MapLibre takes over.
 */
export function PreviewMarkers({ points }: { points: Points }) {
  // Clustering takes tens of milliseconds on a slow phone (a tree per zoom level, as MapLibre
  // builds them): React does it in a render of its own once the rest of the page has taken the
  // map's data in, rather than in the same task.
  const shown = useDeferredValue(points, NO_POINTS);
  const clusters = useMemo(() => {
    const index = new Supercluster<PointProps>({ radius: 48, extent: 512, maxZoom: 13 });
    index.load(shown.features);
    return index.getClusters([-180, -85, 180, 85], Math.floor(PREVIEW_ZOOM));
  }, [shown]);

  return (
    <svg
      className="absolute inset-0"
      width={PREVIEW_WORLD_PX}
      height={PREVIEW_WORLD_PX}
      aria-hidden
      data-testid="preview-markers"
    >
      {clusters.map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const [x, y] = previewPoint(lng, lat);
        const props = feature.properties;
        if ('cluster' in props && props.cluster) {
          const count = props.point_count;
          const r = clusterRadius(count);
          return (
            <g key={`c${props.cluster_id}`}>
              <circle
                cx={x}
                cy={y}
                r={r}
                fill={CLUSTER_COLOUR}
                fillOpacity={0.9}
                stroke="#fff"
                strokeWidth={3}
              />
              <text
                x={x}
                y={y}
                fill="#fff"
                fontSize={12}
                fontWeight={700}
                textAnchor="middle"
                dominantBaseline="central"
              >
                {props.point_count_abbreviated}
              </text>
            </g>
          );
        }
        const point = props as PointProps;
        return point.kind === 'venue' ? (
          <g key={`v${point.id}`}>
            <circle
              cx={x}
              cy={y}
              r={radiusAt(VENUE_RADIUS)}
              fill={MAP_USER_TYPE_COLORS.venue}
              stroke="#fff"
              strokeWidth={2.5}
            />
            <circle cx={x} cy={y} r={2.5} fill="#fff" />
          </g>
        ) : (
          <circle
            key={`u${point.id}`}
            cx={x}
            cy={y}
            r={radiusAt(PERSON_RADIUS)}
            fill={
              MAP_USER_TYPE_COLORS[point.type as keyof typeof MAP_USER_TYPE_COLORS] ??
              MAP_USER_TYPE_COLORS.other
            }
            stroke="#fff"
            strokeWidth={2}
          />
        );
      })}
    </svg>
  );
}
