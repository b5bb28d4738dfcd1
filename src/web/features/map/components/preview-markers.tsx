import { useMemo } from 'react';
import Supercluster from 'supercluster';
import { MAP_USER_TYPE_COLORS } from '@shared/map';
import { PREVIEW_WORLD_PX, PREVIEW_ZOOM, previewPoint } from '../base-map/preview';
import type { PointProps, toPoints } from './map-layers';

type Points = ReturnType<typeof toPoints>;

/**
 * The markers of the map's first view, clustered as MapLibre clusters them (its GeoJSON source
 * runs the same Supercluster with the same radius, on the whole zoom level under the view) and
 * drawn with the same sizes and colours as map-layers.ts, so nothing jumps when MapLibre takes over.
 */
export function PreviewMarkers({ points }: { points: Points }) {
  const clusters = useMemo(() => {
    const index = new Supercluster<PointProps>({ radius: 48, extent: 512, maxZoom: 13 });
    index.load(points.features);
    return index.getClusters([-180, -85, 180, 85], Math.floor(PREVIEW_ZOOM));
  }, [points]);

  // Circle sizes at the preview's zoom: the layers interpolate 6 → 9 (people) and 7 → 10
  // (venues) from zoom 3 to 12.
  const grow = (PREVIEW_ZOOM - 3) / 9;
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
          const r = count >= 1000 ? 30 : count >= 100 ? 24 : count >= 10 ? 19 : 15;
          return (
            <g key={`c${props.cluster_id}`}>
              <circle
                cx={x}
                cy={y}
                r={r}
                fill="#4f46e5"
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
              r={7 + 3 * grow}
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
            r={6 + 3 * grow}
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
