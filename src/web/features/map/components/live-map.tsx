import { useQuery } from '@tanstack/react-query';
import type { MapRef } from '@vis.gl/react-maplibre';
import { Hand, SlidersHorizontal, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  MAP_DEFAULT_VIEW,
  MAP_LOCATED_ZOOM,
  MAP_REGION_VIEWS,
  MAP_ZOOM_HERE,
  NEARBY_DEFAULT_RADIUS_KM,
} from '@shared/map';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { mapStatsQuery } from '../api/map-stats';
import { circleRing, distanceKm, isCoordinate } from '../geo';
import {
  activeFilters,
  EMPTY_FILTERS,
  type MapFilterKey,
  type MapFilterState,
} from '../map-filters';
import { liveStatistics } from '../map-stats';
import { useGeolocation } from '../use-geolocation';
import { useMapData } from '../use-map-data';
import { loadMapCanvas, startsLive } from '../map-activation';
import { useMapStyle } from '../use-map-style';
import { AroundYouCard } from './around-you-card';
import { FilterPanel } from './filter-panel';
import { LiveStatistics } from './live-statistics';
import { MapBadges } from './map-badges';
import type { InitialView, Selection } from './map-canvas';
import { toPoints } from './map-layers';
import { MapLegend } from './map-legend';
import { SampleNotice, SatelliteNotice, StreetDetailHint } from './map-notices';
import { MapPreview } from './map-preview';
import { MAP_BOX, MapErrorScreen, MapLoadingScreen } from './map-status';
import { PreviewMarkers } from './preview-markers';
import { QuickZoom, type QuickZoomTarget } from './quick-zoom';
import { ResultsList } from './results-list';
import { StyleSwitcher } from './style-switcher';

const MapCanvas = lazy(loadMapCanvas);

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
/** Below Tailwind's `sm`: the filter panel then covers most of the map. */
const isPhone = () => window.matchMedia('(max-width: 639px)').matches;
/** From here in, the offline map has nothing more to show: streets need tiles. */
const STREET_ZOOM = 9;

/** The live map of SPEC §2 with its panels. Loaded on its own (lazy-live-map.tsx). */
export default function LiveMap() {
  const panelId = useId();
  const mapRef = useRef<MapRef>(null);
  const mapBoxRef = useRef<HTMLDivElement>(null);
  const [filters, setFilters] = useState<MapFilterState>(EMPTY_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const [selection, setSelection] = useState<Selection>(null);
  const [radius, setRadius] = useState<number>(NEARBY_DEFAULT_RADIUS_KM);
  const { state: location, request: requestLocation } = useGeolocation();
  const data = useMapData(filters);
  const everyone = useQuery(mapStatsQuery(EMPTY_FILTERS));
  const matching = useQuery(mapStatsQuery(filters));
  const active = activeFilters(filters).length;
  const [zoom, setZoom] = useState<number>(MAP_DEFAULT_VIEW.zoom);
  const points = useMemo(() => toPoints(data.users, data.venues), [data.users, data.venues]);
  // Until it is live, the map is its picture with the markers (a phone, until touched), and a
  // move asked for meanwhile (Around You, Quick Zoom) becomes where MapLibre opens.
  const [live, setLive] = useState(startsLive);
  const [initialView, setInitialView] = useState<InitialView>(MAP_DEFAULT_VIEW);
  const goLive = () => setLive(true);
  const look = useMapStyle({ live });

  // The loading screen stays until the map has drawn its data and base map: both arrive as data
  // first and are cut up and drawn seconds later (in a worker; longer with software WebGL), and
  // until then the map is an empty sea.
  const ready = !data.isPending && !look.isPending;
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    // A frame now, so `idle` fires even if what arrived changed nothing on the map.
    if (ready && !drawn) mapRef.current?.getMap().triggerRepaint();
  }, [ready, drawn]);

  const fly = useCallback((longitude: number, latitude: number, zoom: number) => {
    if (!mapRef.current) {
      setInitialView({ longitude, latitude, zoom });
      setLive(true);
      return;
    }
    mapRef.current.flyTo({
      center: [longitude, latitude],
      zoom,
      duration: reducedMotion() ? 0 : 1400,
    });
  }, []);

  const located = location.status === 'granted' ? location : null;
  useEffect(() => {
    if (located) fly(located.longitude, located.latitude, MAP_LOCATED_ZOOM);
  }, [located, fly]);

  const onFilter = useCallback((key: MapFilterKey, value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setSelection(null);
  }, []);

  /** The whole search circle in view: the people and venues the Around You card counts. */
  function showRange() {
    if (!located) return;
    const ring = circleRing(located.latitude, located.longitude, radius);
    const lngs = ring.map(([lng]) => lng);
    const lats = ring.map(([, lat]) => lat);
    const bounds: [[number, number], [number, number]] = [
      [Math.min(...lngs), Math.min(...lats)],
      [Math.max(...lngs), Math.max(...lats)],
    ];
    if (mapRef.current)
      mapRef.current.fitBounds(bounds, { padding: 24, duration: reducedMotion() ? 0 : 1400 });
    else {
      setInitialView({ bounds, fitBoundsOptions: { padding: 24 } });
      setLive(true);
    }
    // On a phone the card is below the map: bring the map up to see the result.
    mapBoxRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }

  function quickZoom(target: QuickZoomTarget) {
    const view = target === 'all' ? MAP_DEFAULT_VIEW : MAP_REGION_VIEWS[target];
    fly(view.longitude, view.latitude, view.zoom);
  }

  const markers =
    data.users.filter((u) => isCoordinate(u.latitude) && isCoordinate(u.longitude)).length +
    data.venues.length;
  const venuesNearby = useMemo(
    () =>
      located
        ? data.venues.filter(
            (v) =>
              distanceKm(located.latitude, located.longitude, v.latitude, v.longitude) <= radius,
          ).length
        : 0,
    [located, data.venues, radius],
  );
  const totalMatching = matching.data ? liveStatistics(matching.data).users : undefined;

  if (data.error)
    return (
      <div className={MAP_BOX}>
        <MapErrorScreen message={data.error.message} onRetry={() => window.location.reload()} />
      </div>
    );

  return (
    <div className="relative">
      <div
        ref={mapBoxRef}
        className={cn(MAP_BOX, 'overflow-hidden bg-muted')}
        // Touching the map or any of its controls, or reaching one by keyboard, starts it.
        onPointerDown={goLive}
        onWheel={goLive}
        onFocus={goLive}
      >
        {live && (
          <Suspense>
            <MapCanvas
              ref={mapRef}
              initialView={initialView}
              points={points}
              mapStyle={look.mapStyle}
              users={data.users}
              venues={data.venues}
              selection={selection}
              onSelect={setSelection}
              onZoomTo={(longitude, latitude) => fly(longitude, latitude, MAP_ZOOM_HERE)}
              location={located}
              radiusKm={radius}
              onMoveEnd={data.setBbox}
              onZoomEnd={setZoom}
              onIdle={() => ready && setDrawn(true)}
            />
          </Suspense>
        )}
        {/* The picture stays over MapLibre until it has drawn, so the switch shows nothing. */}
        {!drawn && <MapPreview>{!data.isPending && <PreviewMarkers points={points} />}</MapPreview>}
        {(live ? !(ready && drawn) : data.isPending) && <MapLoadingScreen overPreview={!drawn} />}
        {/* Under the picture on a phone; in the middle on a tablet, clear of the floating cards. */}
        {!live && !data.isPending && (
          <div className="absolute inset-x-0 bottom-3 z-10 flex justify-center md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:-translate-1/2">
            <Button size="sm" variant="secondary" className="shadow-md" onClick={goLive}>
              <Hand aria-hidden />
              Touch to explore the map
            </Button>
          </div>
        )}

        {/* Clear of MapLibre's zoom buttons at the top right (right padding), on any width. */}
        <div className="pointer-events-none absolute inset-x-0 top-0 z-10 flex flex-col gap-2 p-3 pr-14 sm:p-4 sm:pr-16">
          <div className="pointer-events-auto">
            <MapBadges users={everyone.data ? liveStatistics(everyone.data).users : undefined} />
          </div>
          <div className="pointer-events-auto flex flex-wrap items-center gap-2">
            <Button
              size="sm"
              variant={panelOpen ? 'default' : 'outline'}
              className="h-8 shadow-md"
              aria-expanded={panelOpen}
              aria-controls={panelId}
              onClick={() => setPanelOpen((open) => !open)}
            >
              <SlidersHorizontal aria-hidden />
              {/* Icon only on a phone, so it and the style buttons share one row beside zoom. */}
              <span className="max-sm:sr-only">{panelOpen ? 'Hide Filters' : 'Filter Map'}</span>
              {active > 0 && (
                <span
                  className="inline-flex size-5 items-center justify-center rounded-full bg-primary-foreground text-[11px] font-bold text-primary"
                  aria-label={`${active} active ${active === 1 ? 'filter' : 'filters'}`}
                  data-testid="filter-count"
                >
                  {active}
                </span>
              )}
            </Button>
            <StyleSwitcher
              value={look.style}
              satelliteAvailable={look.satelliteAvailable}
              onChange={look.choose}
            />
          </div>
          {look.satelliteNotice && <SatelliteNotice onDismiss={look.dismissSatelliteNotice} />}
          {data.truncated && <SampleNotice matching={totalMatching} />}
          {!look.hasTiles && zoom >= STREET_ZOOM && <StreetDetailHint />}
        </div>

        <div
          // Bottom right on phones; middle right on larger screens, clear of the Gulf's markers.
          className={cn(
            'absolute right-3 bottom-10 z-10 sm:right-4 md:top-1/2 md:bottom-auto md:-translate-y-1/2',
            panelOpen && 'sm:right-[21rem]',
          )}
        >
          <QuickZoom onZoom={quickZoom} />
        </div>

        {panelOpen && (
          <aside
            id={panelId}
            aria-label="Map filters and statistics"
            className="absolute inset-y-0 right-0 z-20 w-80 max-w-full space-y-6 overflow-y-auto border-l bg-card p-4 text-card-foreground shadow-2xl"
          >
            <div className="flex items-center justify-between">
              <p
                className="text-sm text-muted-foreground"
                data-testid="marker-count"
                aria-live="polite"
              >
                {markers.toLocaleString('en-US')} on the map
              </p>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label="Close filters"
                onClick={() => setPanelOpen(false)}
              >
                <X aria-hidden />
              </Button>
            </div>
            <FilterPanel
              filters={filters}
              onChange={onFilter}
              onClearAll={() => setFilters(EMPTY_FILTERS)}
            />
            <LiveStatistics filters={filters} />
            <ResultsList
              users={data.users}
              onPick={(user) => {
                setSelection({ kind: 'user', id: user.id });
                // On a phone the panel would cover the popup and its Zoom Here.
                if (isPhone()) setPanelOpen(false);
                fly(user.longitude!, user.latitude!, MAP_ZOOM_HERE);
              }}
            />
          </aside>
        )}
      </div>

      <div className="grid gap-3 p-3 sm:grid-cols-2 md:pointer-events-none md:absolute md:bottom-4 md:left-4 md:z-10 md:w-80 md:grid-cols-1 md:p-0 [&>*]:md:pointer-events-auto">
        <AroundYouCard
          location={location}
          onEnable={requestLocation}
          radius={radius}
          onRadiusChange={setRadius}
          venuesNearby={venuesNearby}
          onShowRange={showRange}
        />
        <MapLegend />
      </div>
    </div>
  );
}
