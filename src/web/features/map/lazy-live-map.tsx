import { lazy, Suspense, useEffect, useState } from 'react';
import { MapPreview } from './components/map-preview';
import { MAP_BOX, MapLoadingScreen } from './components/map-status';
import { loadMapCanvas, startsLive } from './map-activation';

// The map's panels are a chunk of their own, and MapLibre another (map-activation.ts): the
// landing page around the map is usable before they arrive, and the map's picture with the
// loading label holds their place meanwhile.
const loadLiveMap = () => import('./components/live-map');
const LiveMap = lazy(loadLiveMap);

/** The browser's idle callback where it has one (Safari has not everywhere): a task otherwise. */
const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 250 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
};

/**
 * The map's panels start once the browser is idle after the page's first paint, a quarter of a
 * second later at the latest; their code downloads meanwhile, so the wait costs no round trip.
 * The map itself is there from the first paint, as its picture (map-preview.tsx).
 */
function useAfterFirstPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    void loadLiveMap().catch(() => {});
    // A screen where MapLibre starts by itself fetches it now too, to save a round trip.
    if (startsLive()) void loadMapCanvas().catch(() => {});
    let cancelIdle = () => {};
    const frame = requestAnimationFrame(() => {
      cancelIdle = whenIdle(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelIdle();
    };
  }, []);
  return painted;
}

export function LazyLiveMap() {
  const start = useAfterFirstPaint();
  const loading = (
    <div>
      <div className={MAP_BOX}>
        <MapPreview />
        <MapLoadingScreen overPreview />
      </div>
      {/* Below the map on a phone go the Around You card and the legend: their place is kept
          (about their height before a location is known), so the text under them does not jump
          down when they arrive. From `md` up they float over the map. */}
      <div aria-hidden className="grid gap-3 p-3 sm:grid-cols-2 md:hidden">
        <div className="h-[10.5rem] rounded-xl border bg-card" />
        <div className="h-20 rounded-xl border bg-card sm:h-[10.5rem]" />
      </div>
    </div>
  );
  if (!start) return loading;
  return (
    <Suspense fallback={loading}>
      <LiveMap />
    </Suspense>
  );
}
