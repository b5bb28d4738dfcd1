import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { StyleSpecification } from 'maplibre-gl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapConfig } from '@shared/contracts/map';
import { createQueryClient } from '@web/lib/query-client';
import { ThemeProvider } from '@web/lib/theme';
import type { WorldAnswer } from './base-map/world-worker';
import { worldUrls } from './base-map/world-data-urls';
import { stubFetch } from '@web/test/stub-fetch';
import { useMapStyle } from './use-map-style';

const noTiles: MapConfig = { tiles: { satellite: null, streets: null, dark: null, light: null } };
const raster = (name: string) => ({
  type: 'raster' as const,
  tiles: [`https://tiles.example.org/${name}/{z}/{x}/{y}.png`],
  tileSize: 256,
  attribution: '© Example',
});
const tinyWorld = {
  type: 'Topology',
  arcs: [],
  objects: { countries: { type: 'GeometryCollection', geometries: [] } },
};

/** The world worker's side of the boundary (no Worker here): it answers with the URLs. */
class FakeWorldWorker {
  onmessage: ((event: MessageEvent<WorldAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    void worldUrls(tinyWorld as Parameters<typeof worldUrls>[0]).then((urls) =>
      this.onmessage?.(new MessageEvent('message', { data: { urls } })),
    );
  }
  terminate() {}
}

function render(config: MapConfig) {
  stubFetch({ '/api/map/config': { body: config } });
  vi.stubGlobal('Worker', FakeWorldWorker);
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ThemeProvider>{children}</ThemeProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useMapStyle({ live: true }), { wrapper });
}

afterEach(() => vi.unstubAllGlobals());

describe('useMapStyle', () => {
  it('without tiles: the embedded map, and Satellite explains what it needs', async () => {
    const { result } = render(noTiles);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.style).toBe('streets');
    expect(result.current.satelliteAvailable).toBe(false);
    // The world's layers are the worker's URLs, for MapLibre's worker to fetch.
    const sources = (result.current.mapStyle as StyleSpecification).sources;
    expect(sources.countries).toMatchObject({
      type: 'geojson',
      data: 'data:application/json;base64,eyJ0eXBlIjoiRmVhdHVyZUNvbGxlY3Rpb24iLCJmZWF0dXJlcyI6W119',
    });

    act(() => result.current.choose('satellite'));
    expect(result.current.satelliteNotice).toBe(true);
    expect(result.current.style).toBe('streets');

    act(() => result.current.choose('dark'));
    expect(result.current.style).toBe('dark');
    expect(result.current.satelliteNotice).toBe(false);
    expect(JSON.stringify(result.current.mapStyle)).toContain('offline dark');
  });

  it('with tiles: Satellite is the default and each button uses its tiles', async () => {
    const { result } = render({
      tiles: { satellite: raster('sat'), streets: raster('streets'), dark: null, light: null },
    });
    await waitFor(() => expect(result.current.style).toBe('satellite'));
    expect(JSON.stringify(result.current.mapStyle)).toContain('tiles.example.org/sat/');
    act(() => result.current.choose('streets'));
    expect(JSON.stringify(result.current.mapStyle)).toContain('tiles.example.org/streets/');
    // A style without its own tiles keeps the embedded look.
    act(() => result.current.choose('dark'));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(JSON.stringify(result.current.mapStyle)).toContain('offline dark');
  });
});
