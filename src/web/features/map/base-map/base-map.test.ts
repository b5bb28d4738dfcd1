import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import topology from 'world-atlas/countries-50m.json';
import { offlineLookOf, offlineStyle, tilesStyle } from './styles';
import { worldFromTopology } from './world';

const world = worldFromTopology(
  topology as unknown as Parameters<typeof worldFromTopology>[0] & Topology,
);

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

  it('needs nothing from the internet: no glyphs, sprites or remote URLs in any look', () => {
    for (const look of ['light', 'dark', 'streets'] as const) {
      const style = offlineStyle(look, world);
      expect(style.glyphs).toBeUndefined();
      expect(style.sprite).toBeUndefined();
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
