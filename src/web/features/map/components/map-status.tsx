import { AlertTriangle, Loader2, RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/**
 * The map's box. On a phone it leaves the bottom of the first screen to the Around You card
 * (below the map there), so the card is seen without scrolling past a whole screen of map; from
 * `sm` up the map fills the screen under the top bar.
 */
export const MAP_BOX = 'relative h-[60svh] min-h-[22rem] sm:h-[calc(100svh-4rem)] sm:min-h-[30rem]';

/**
 * SPEC §2 loading screen; also the fallback while the map's code downloads. Over the map's
 * picture (map-preview.tsx) it is a small label that leaves the picture in sight.
 */
export function MapLoadingScreen({ overPreview = false }: { overPreview?: boolean }) {
  return (
    <div
      role="status"
      className={
        overPreview
          ? 'absolute top-1/2 left-1/2 z-30 flex -translate-1/2 items-center gap-2 rounded-full bg-card/95 px-4 py-2 text-card-foreground shadow-md'
          : 'absolute inset-0 z-30 flex flex-col items-center justify-center gap-3 bg-muted/90 text-muted-foreground backdrop-blur-sm'
      }
      data-testid="map-loading"
    >
      <Loader2
        className={
          overPreview ? 'size-5 animate-spin text-primary' : 'size-8 animate-spin text-primary'
        }
        aria-hidden
      />
      <p className="text-sm font-medium">Loading map data...</p>
    </div>
  );
}

export const MAP_LOAD_FALLBACK_MESSAGE = 'Failed to load demo users data. Please try again later.';

/** SPEC §2/§8 error screen: the error's message (or the fallback) and Retry, which reloads. */
export function MapErrorScreen({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="absolute inset-0 z-30 flex flex-col items-center justify-center gap-4 bg-muted p-6 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangle className="size-6" aria-hidden />
      </span>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">Error Loading Map Data</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          {message || MAP_LOAD_FALLBACK_MESSAGE}
        </p>
      </div>
      <Button onClick={onRetry}>
        <RefreshCw aria-hidden />
        Retry
      </Button>
    </div>
  );
}
