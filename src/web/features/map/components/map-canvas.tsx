import {
  Layer,
  Map,
  type MapLayerMouseEvent,
  type MapRef,
  Marker,
  NavigationControl,
  Popup,
  Source,
} from '@vis.gl/react-maplibre';
import type { Feature, FeatureCollection, Point, Polygon } from 'geojson';
import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource, StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// The worker ships as its own file; bundled, MapLibre cannot find it beside itself.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { type ComponentProps, type Ref, useMemo, useState } from 'react';
import type { Bbox, DemoUser, MapVenue } from '@shared/contracts/map';
import { MAP_DEFAULT_VIEW, MAP_POPUP_MAX_WIDTH } from '@shared/map';
import { circleRing, isCoordinate } from '../geo';
import { boundsOf, INTERACTIVE_LAYERS, markerLayers, type PointProps, SOURCE } from './map-layers';
import { UserPopupContent, VenuePopupContent } from './map-popups';
import './map.css';

maplibregl.setWorkerUrl(workerUrl);

export type Selection = { kind: 'user' | 'venue'; id: string } | null;

/** Where the map opens: the default view, or where the user asked to go before it started. */
export type InitialView = ComponentProps<typeof Map>['initialViewState'];

type MapCanvasProps = {
  ref: Ref<MapRef>;
  initialView: InitialView;
  points: FeatureCollection<Point, PointProps>;
  mapStyle: StyleSpecification | string;
  users: DemoUser[];
  venues: MapVenue[];
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onZoomTo: (longitude: number, latitude: number) => void;
  location: { latitude: number; longitude: number } | null;
  radiusKm: number;
  onMoveEnd: (bbox: Bbox) => void;
  /** The zoom each time the map comes to rest. */
  onZoomEnd: (zoom: number) => void;
  /** Each frame after which nothing is left to load or draw (MapLibre's `idle`). */
  onIdle: () => void;
};

/**
 * The MapLibre map: base style, clustered markers, the popup, and the user's location. The
 * default export, for `lazy` (map-activation.ts).
 */
export default function MapCanvas({
  ref,
  initialView,
  points,
  mapStyle,
  users,
  venues,
  selection,
  onSelect,
  onZoomTo,
  location,
  radiusKm,
  onMoveEnd,
  onZoomEnd,
  onIdle,
}: MapCanvasProps) {
  const [cursor, setCursor] = useState('');
  const [view, setView] = useState<{ zoom: number; center: string }>({
    zoom: MAP_DEFAULT_VIEW.zoom,
    center: '',
  });
  const usersById = useMemo(() => new globalThis.Map(users.map((u) => [u.id, u])), [users]);
  const venuesById = useMemo(() => new globalThis.Map(venues.map((v) => [v.id, v])), [venues]);
  const radiusArea = useMemo<Feature<Polygon> | null>(
    () =>
      location && {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [circleRing(location.latitude, location.longitude, radiusKm)],
        },
      },
    [location, radiusKm],
  );

  const selectedUser = selection?.kind === 'user' ? usersById.get(selection.id) : undefined;
  const selectedVenue = selection?.kind === 'venue' ? venuesById.get(selection.id) : undefined;

  /** The map has come to rest: say where, on the element (tests read it) and to the page. */
  function settle(map: MapLayerMouseEvent['target']) {
    const c = map.getCenter();
    setView({ zoom: map.getZoom(), center: `${c.lng.toFixed(4)},${c.lat.toFixed(4)}` });
    onMoveEnd(boundsOf(map));
    onZoomEnd(map.getZoom());
  }

  async function onClick(event: MapLayerMouseEvent) {
    const feature = event.features?.[0];
    if (!feature) return onSelect(null);
    const props = feature.properties as Partial<PointProps> & { cluster_id?: number };
    const [longitude, latitude] = (feature.geometry as Point).coordinates as [number, number];
    if (props.cluster_id !== undefined) {
      const source = event.target.getSource<GeoJSONSource>(SOURCE);
      const zoom = await source?.getClusterExpansionZoom(props.cluster_id);
      event.target.easeTo({
        center: [longitude, latitude],
        zoom: zoom ?? event.target.getZoom() + 2,
      });
      return;
    }
    if (!props.id || !props.kind) return;
    onSelect({ kind: props.kind, id: props.id });
    // Make room for the popup above the marker when it would open under the map's top panels.
    const map = event.target;
    const point = map.project([longitude, latitude]);
    const { clientWidth: width, clientHeight: height } = map.getContainer();
    if (point.y < 420 || point.x < 200 || point.x > width - 200)
      map.easeTo({ center: [longitude, latitude], offset: [0, Math.min(height / 2 - 60, 200)] });
  }

  return (
    <div
      className="absolute inset-0"
      data-testid="map-canvas"
      data-zoom={view.zoom.toFixed(2)}
      data-center={view.center}
      aria-label="Map of the sports community: people, clubs and venues"
      role="region"
    >
      <Map
        ref={ref}
        mapLib={maplibregl}
        initialViewState={initialView}
        mapStyle={mapStyle}
        interactiveLayerIds={INTERACTIVE_LAYERS}
        cursor={cursor}
        onMouseEnter={() => setCursor('pointer')}
        onMouseLeave={() => setCursor('')}
        onClick={(event) => void onClick(event)}
        onMoveEnd={(event) => settle(event.target)}
        onIdle={onIdle}
        // The first view may not be the default one (a move asked for before the map started).
        onLoad={(event) => settle(event.target)}
        attributionControl={{ compact: true }}
        dragRotate={false}
        touchPitch={false}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {radiusArea && (
          <Source id="search-radius" type="geojson" data={radiusArea}>
            <Layer
              id="search-radius-fill"
              type="fill"
              paint={{ 'fill-color': '#2563eb', 'fill-opacity': 0.05 }}
            />
            <Layer
              id="search-radius-line"
              type="line"
              paint={{ 'line-color': '#2563eb', 'line-width': 1.5, 'line-dasharray': [2, 2] }}
            />
          </Source>
        )}
        <Source
          id={SOURCE}
          type="geojson"
          data={points}
          cluster
          clusterRadius={48}
          clusterMaxZoom={13}
        >
          {markerLayers.map((layer) => (
            <Layer key={layer.id} {...layer} />
          ))}
        </Source>
        {location && (
          <Marker longitude={location.longitude} latitude={location.latitude} anchor="center">
            <div className="flex flex-col items-center" data-testid="your-location-marker">
              <span className="relative flex size-5" role="img" aria-label="Your Location">
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-sky-500 opacity-60 motion-reduce:animate-none" />
                <span className="relative inline-flex size-5 rounded-full border-[3px] border-white bg-sky-500 shadow" />
              </span>
              <span className="mt-1 rounded-full bg-card px-2 py-0.5 text-[11px] font-semibold text-card-foreground shadow">
                Your Location
              </span>
            </div>
          </Marker>
        )}
        {selectedUser &&
          isCoordinate(selectedUser.latitude) &&
          isCoordinate(selectedUser.longitude) && (
            <Popup
              longitude={selectedUser.longitude}
              latitude={selectedUser.latitude}
              maxWidth={MAP_POPUP_MAX_WIDTH}
              offset={14}
              closeOnClick={false}
              onClose={() => onSelect(null)}
              className="matchday-popup"
            >
              <UserPopupContent
                user={selectedUser}
                onZoom={() => onZoomTo(selectedUser.longitude!, selectedUser.latitude!)}
              />
            </Popup>
          )}
        {selectedVenue && (
          <Popup
            longitude={selectedVenue.longitude}
            latitude={selectedVenue.latitude}
            maxWidth={MAP_POPUP_MAX_WIDTH}
            offset={14}
            closeOnClick={false}
            onClose={() => onSelect(null)}
            className="matchday-popup"
          >
            <VenuePopupContent
              venue={selectedVenue}
              onZoom={() => onZoomTo(selectedVenue.longitude, selectedVenue.latitude)}
            />
          </Popup>
        )}
      </Map>
    </div>
  );
}
