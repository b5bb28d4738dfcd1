import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import topology from 'world-atlas/countries-50m.json';
import { offlineLookOf, offlineStyle, tilesStyle } from './styles';
import { worldFromTopology } from './world';
import { worldUrls } from './world-data-urls';

const topo = topology as unknown as Parameters<typeof worldFromTopology>[0] & Topology;
const world = worldFromTopology(topo);
const urls = await worldUrls(topo);

describe('the embedded base map', () => {
  it('has every country with a label point on its main piece', () => {
    expect(world.countries.features.length).toBeGreaterThan(200);
    const label = (name: string) =>
      world.labels.features.find((f) => f.properties.name === name)!.geometry.coordinates;
    // Mainland France, not an overseas department; Great Britain, not a far island.
    const [franceLng, franceLat] = label('France') as [number, number];
    expect(franceLng).toBeGreaterThan(0);
    expect(franceLng).toBeLessThan(5);
    expect(franceLat).toBeGreaterThan(45);
    expect(franceLat).toBeLessThan(48);
    const [qatarLng, qatarLat] = label('Qatar') as [number, number];
    expect(qatarLng).toBeCloseTo(51.2, 0);
    expect(qatarLat).toBeCloseTo(25.3, 0);
    expect(world.borders.geometry.coordinates.length).toBeGreaterThan(100);
    expect(world.coastlines.geometry.coordinates.length).toBeGreaterThan(100);
  });

  it('hands each layer over as a data: URL of its GeoJSON, which MapLibre fetches in its worker', () => {
    for (const layer of ['countries', 'borders', 'coastlines', 'labels'] as const) {
      expect(urls[layer]).toMatch(/^data:application\/json;base64,/);
      // A URL with "://" would be fetched on the page's main thread instead (see worldUrls).
      expect(urls[layer]).not.toContain('://');
      const base64 = urls[layer].slice(urls[layer].indexOf(',') + 1);
      const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
      expect(JSON.parse(json)).toEqual(world[layer]);
    }
  });

  it('needs nothing from the internet: no glyphs, sprites or remote URLs in any look', () => {
    for (const look of ['light', 'dark', 'streets'] as const) {
      const style = offlineStyle(look, urls);
      expect(style.glyphs).toBeUndefined();
      expect(style.sprite).toBeUndefined();
      expect(style.sources).toMatchObject({
        countries: { type: 'geojson', data: urls.countries },
        borders: { type: 'geojson', data: urls.borders },
        coastlines: { type: 'geojson', data: urls.coastlines },
        'country-labels': { type: 'geojson', data: urls.labels },
      });
      expect(JSON.stringify(style)).not.toMatch(/https?:\/\//);
      expect(style.layers.map((l) => l.id)).toEqual(
        expect.arrayContaining([
          'background',
          'land',
          'borders',
          'coastline',
          'country-labels-large',
        ]),
      );
    }
  });

  it('shows the water alone until the world data has arrived', () => {
    expect(offlineStyle('dark', undefined).layers).toEqual([
      { id: 'background', type: 'background', paint: { 'background-color': '#0d1522' } },
    ]);
  });

  it('maps style buttons to looks, and tile settings to styles', () => {
    expect(offlineLookOf('satellite')).toBe('streets');
    expect(offlineLookOf('dark')).toBe('dark');
    expect(tilesStyle({ type: 'style', url: 'https://example.org/style.json' })).toBe(
      'https://example.org/style.json',
    );
    expect(
      tilesStyle({
        type: 'raster',
        tiles: ['https://t/{z}/{x}/{y}.png'],
        tileSize: 256,
        attribution: '© T',
      }),
    ).toMatchObject({
      sources: {
        tiles: { type: 'raster', tiles: ['https://t/{z}/{x}/{y}.png'], attribution: '© T' },
      },
    });
  });
});
