import type { CSSProperties, ReactNode } from 'react';
import { preload } from 'react-dom';
import { PALETTES } from '../base-map/palettes';
import { PREVIEW_CENTRE, PREVIEW_IMAGE, PREVIEW_WORLD_PX } from '../base-map/preview';

// The picture follows the app's theme as MapLibre's first style does (streets in light, dark in
// dark), through CSS variables so that only the one shown is downloaded.
const THEMED = {
  '--water-light': PALETTES.streets.water,
  '--water-dark': PALETTES.dark.water,
  '--world-light': `url(${PREVIEW_IMAGE.streets})`,
  '--world-dark': `url(${PREVIEW_IMAGE.dark})`,
} as CSSProperties;

const WORLD: CSSProperties = {
  width: PREVIEW_WORLD_PX,
  height: PREVIEW_WORLD_PX,
  // The default view's centre in the middle of the box, where MapLibre puts it.
  left: `calc(50% - ${PREVIEW_CENTRE[0].toFixed(1)}px)`,
  top: `calc(50% - ${PREVIEW_CENTRE[1].toFixed(1)}px)`,
};

/**
 * The map's first view as a picture (ADR 021): the embedded base map at the default view, with
 * what is drawn over it (the markers) in the same world pixels. It needs no script, so the
 * server's page shows it at first paint; on a phone it stays until the map is touched.
 */
export function MapPreview({ children }: { children?: ReactNode }) {
  // The picture is the landing page's largest paint: asked for from the page's HTML, beside its
  // styles, instead of once they have placed it. The theme is the system's unless the person
  // chose one, so a choice against the system's costs a picture that is not shown.
  preload(PREVIEW_IMAGE.streets, {
    as: 'image',
    fetchPriority: 'high',
    media: '(prefers-color-scheme: light)',
  });
  preload(PREVIEW_IMAGE.dark, {
    as: 'image',
    fetchPriority: 'high',
    media: '(prefers-color-scheme: dark)',
  });
  return (
    <div
      className="absolute inset-0 overflow-hidden bg-(--water-light) dark:bg-(--water-dark)"
      style={THEMED}
      data-testid="map-preview"
    >
      <div
        className="absolute bg-(image:--world-light) bg-no-repeat dark:bg-(image:--world-dark)"
        style={WORLD}
      >
        {children}
      </div>
    </div>
  );
}
