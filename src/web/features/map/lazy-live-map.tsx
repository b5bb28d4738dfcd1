import { lazy, Suspense } from 'react';
import { MapLoadingScreen } from './components/map-status';

// MapLibre and the map's panels are a chunk of their own: the landing page around the map is
// usable before it arrives, and the loading screen holds its place meanwhile.
const LiveMap = lazy(() => import('./components/live-map'));

export function LazyLiveMap() {
  return (
    <Suspense
      fallback={
        <div className="relative h-[calc(100svh-4rem)] min-h-[30rem]">
          <MapLoadingScreen />
        </div>
      }
    >
      <LiveMap />
    </Suspense>
  );
}
