import { Info, X } from 'lucide-react';
import type { ReactNode } from 'react';

function Notice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="pointer-events-auto flex max-w-sm items-start gap-2 rounded-lg bg-card/95 p-2.5 text-xs text-card-foreground shadow-md ring-1 ring-border"
    >
      {children}
    </p>
  );
}

/** Said when Satellite is pressed without imagery to show. */
export function SatelliteNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Notice>
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>
        Satellite imagery needs a map tiles setting (MAPBOX_ACCESS_TOKEN or MAP_TILES_SATELLITE on
        the server). Until then the map is the built-in offline one.
      </span>
      <button
        type="button"
        aria-label="Dismiss"
        className="rounded p-0.5 hover:bg-accent"
        onClick={onDismiss}
      >
        <X className="size-3.5" aria-hidden />
      </button>
    </Notice>
  );
}

/** Said when the filters match more people than the first page holds. */
export function SampleNotice({ matching }: { matching: number | undefined }) {
  return (
    <Notice>
      {matching ? `${matching.toLocaleString('en-US')} match. ` : ''}Showing a sample here: zoom in
      to see everyone in an area.
    </Notice>
  );
}

/** Zoomed in on the offline map, which has countries and cities but no streets. */
export function StreetDetailHint() {
  return (
    <Notice>
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>
        Street detail needs a map tiles setting (MAPBOX_ACCESS_TOKEN or MAP_TILES_* on the server).
        The built-in map shows countries and cities.
      </span>
    </Notice>
  );
}
