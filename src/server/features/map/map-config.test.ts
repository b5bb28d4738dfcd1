import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { createTestContext } from '@server/test/test-app';

describe('map tile settings', () => {
  it('keeps every style on the embedded base map when nothing is set', () => {
    expect(loadConfig({}).mapTiles).toEqual({
      satellite: null,
      streets: null,
      dark: null,
      light: null,
    });
    expect(
      loadConfig({ MAP_TILES_SATELLITE: '  ', MAPBOX_ACCESS_TOKEN: '' }).mapTiles.satellite,
    ).toBeNull();
  });

  it('puts all four styles on Mapbox tiles with a public token', () => {
    const tiles = loadConfig({ MAPBOX_ACCESS_TOKEN: 'pk.abc' }).mapTiles;
    expect(tiles.satellite).toEqual({
      type: 'raster',
      tiles: [
        'https://api.mapbox.com/styles/v1/mapbox/satellite-streets-v12/tiles/512/{z}/{x}/{y}?access_token=pk.abc',
      ],
      tileSize: 512,
      attribution: '© Mapbox © OpenStreetMap contributors',
    });
    expect(tiles.dark).toMatchObject({ type: 'raster' });
    expect(JSON.stringify(tiles.dark)).toContain('dark-v11');
  });

  it('takes a raster template or a style URL per style, over the token', () => {
    const tiles = loadConfig({
      MAPBOX_ACCESS_TOKEN: 'pk.abc',
      MAP_TILES_STREETS: 'https://tiles.example.org/{z}/{x}/{y}.png',
      MAP_TILES_ATTRIBUTION: '© Example',
      MAP_TILES_LIGHT: 'https://styles.example.org/light.json',
    }).mapTiles;
    expect(tiles.streets).toEqual({
      type: 'raster',
      tiles: ['https://tiles.example.org/{z}/{x}/{y}.png'],
      tileSize: 256,
      attribution: '© Example',
    });
    expect(tiles.light).toEqual({ type: 'style', url: 'https://styles.example.org/light.json' });
    expect(JSON.stringify(tiles.satellite)).toContain('api.mapbox.com');
  });

  it('stops the server at start with a clear message for a bad URL', () => {
    expect(() => loadConfig({ MAP_TILES_DARK: 'tiles.example.org/{z}/{x}/{y}' })).toThrow(
      /MAP_TILES_DARK: must be an http\(s\) URL/,
    );
  });

  it('is what GET /api/map/config answers', async () => {
    const ctx = await createTestContext({
      MAP_TILES_SATELLITE: 'https://sat.example.org/{z}/{x}/{y}.jpg',
    });
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/map/config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        tiles: {
          satellite: {
            type: 'raster',
            tiles: ['https://sat.example.org/{z}/{x}/{y}.jpg'],
            tileSize: 256,
            attribution: '',
          },
          streets: null,
          dark: null,
          light: null,
        },
      });
    } finally {
      await ctx.close();
    }
  });
});
