import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { MapStyleId } from '@shared/contracts/map';
import { useTheme } from '@web/lib/theme';
import { mapConfigQuery } from './api/map-config';
import { offlineLookOf, offlineStyle, tilesStyle } from './base-map/styles';
import { loadWorld } from './base-map/load-world';
import { WORLD_DATA_URL } from './base-map/world-url';

/**
 * The style on screen. With tiles configured, Satellite is the default and each button uses its
 * tiles; otherwise the embedded map is drawn in the look that matches the button (and, until a
 * button is pressed, the app's light or dark theme), and Satellite explains what it needs. The
 * embedded map's world shapes download once the map is live (map-activation.ts).
 */
export function useMapStyle({ live }: { live: boolean }) {
  const { resolvedTheme } = useTheme();
  const config = useQuery(mapConfigQuery);
  const tiles = config.data?.tiles;
  const [chosen, setChosen] = useState<MapStyleId | null>(null);
  const [satelliteNotice, setSatelliteNotice] = useState(false);

  const fallback: MapStyleId = tiles?.satellite
    ? 'satellite'
    : resolvedTheme === 'dark'
      ? 'dark'
      : 'streets';
  const style = chosen ?? fallback;
  const source = tiles?.[style] ?? null;
  const world = useQuery({
    queryKey: [WORLD_DATA_URL],
    queryFn: ({ signal }) => loadWorld({ signal }),
    // The shapes are for MapLibre only: the map's picture needs none of them.
    enabled: !source && live,
  });

  const mapStyle = useMemo(
    () => (source ? tilesStyle(source) : offlineStyle(offlineLookOf(style), world.data)),
    [source, style, world.data],
  );

  function choose(next: MapStyleId) {
    if (next === 'satellite' && !tiles?.satellite) {
      setSatelliteNotice(true);
      return;
    }
    setSatelliteNotice(false);
    setChosen(next);
  }

  return {
    style,
    mapStyle,
    satelliteAvailable: Boolean(tiles?.satellite),
    /** Whether the style on screen has tiles, so streets when zoomed in; else the offline map. */
    hasTiles: Boolean(source),
    satelliteNotice,
    dismissSatelliteNotice: () => setSatelliteNotice(false),
    choose,
    // A failed config call means "no tiles": the embedded map still works.
    isPending: config.isPending || (!source && world.isPending),
  };
}
