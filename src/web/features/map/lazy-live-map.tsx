import { lazy, Suspense, useEffect, useState } from 'react';
import { MAP_BOX, MapLoadingScreen } from './components/map-status';

// MapLibre and the map's panels are a chunk of their own: the landing page around the map is
// usable before it arrives, and the loading screen holds its place meanwhile.
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
 * Starting MapLibre is seconds of main-thread work on a slow phone (WebGL, often in software):
 * the page around it paints first, and the map starts once the browser is idle after that paint,
 * a quarter of a second later at the latest (it must still appear within 3 s of load). Its code downloads meanwhile, so the wait costs no round trip.
 */
function useAfterFirstPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    void loadLiveMap().catch(() => {});
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
        <MapLoadingScreen />
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
