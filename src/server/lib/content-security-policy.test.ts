import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, tileOrigins } from './content-security-policy';

const html = `<!doctype html><html><head>
<script>
  document.documentElement.classList.add('dark');
</script>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root"></div></body></html>`;

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('content security policy', () => {
  it('allows the inline scripts of the page by their sha256, and not the ones with a src', () => {
    const body = "\n  document.documentElement.classList.add('dark');\n";
    const hash = createHash('sha256').update(body).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${hash}'`]);
  });

  it('keeps everything to the app itself (and Stripe) without a tiles setting', () => {
    const policy = contentSecurityPolicy({ indexHtml: html, mapTiles: [null, null] });
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      ...inlineScriptHashes(html),
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    // data: for the world map's layers, which MapLibre's worker fetches (base-map/world.ts).
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'data:', 'https://api.stripe.com']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('lets map requests reach the hosts of the raster tile templates', () => {
    const tiles = [
      {
        type: 'raster' as const,
        tiles: ['https://api.mapbox.com/styles/v1/mapbox/x/tiles/512/{z}/{x}/{y}?access_token=t'],
        tileSize: 512,
        attribution: '',
      },
      {
        type: 'raster' as const,
        tiles: ['https://tiles.example.org:8443/{z}/{x}/{y}.png'],
        tileSize: 256,
        attribution: '',
      },
    ];
    expect(tileOrigins(tiles)).toEqual([
      'https://api.mapbox.com',
      'https://tiles.example.org:8443',
    ]);
    const policy = contentSecurityPolicy({ indexHtml: html, mapTiles: tiles });
    expect(directive(policy, 'img-src')).toContain('https://tiles.example.org:8443');
    expect(directive(policy, 'connect-src')).toContain('https://api.mapbox.com');
  });

  it('allows any host of the scheme when the template host is a placeholder or unparsable', () => {
    const tiles = [
      {
        type: 'raster' as const,
        tiles: ['https://{switch:a,b,c}.tiles.example.org/{z}/{x}/{y}.png'],
        tileSize: 256,
        attribution: '',
      },
    ];
    expect(tileOrigins(tiles)).toEqual(['https:']);
    const unparsable = [{ ...tiles[0]!, tiles: ['http://tiles.example.org:port/{z}/{x}/{y}.png'] }];
    expect(tileOrigins(unparsable)).toEqual(['http:']);
  });

  it('lets a style document send the map to any https host', () => {
    const tiles = [{ type: 'style' as const, url: 'https://maps.example.org/style.json' }];
    expect(tileOrigins(tiles)).toEqual(['https:']);
  });
});
