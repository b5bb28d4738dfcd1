import { createHash } from 'node:crypto';
import type { TileSource } from '@shared/contracts/map';

// Stripe.js and the Payment Element it frames, as Stripe lists them for a content security policy.
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [
  'https://js.stripe.com',
  'https://*.js.stripe.com',
  'https://hooks.stripe.com',
];
const STRIPE_CONNECT = ['https://api.stripe.com'];

/**
 * The 'sha256-…' sources of the page's inline scripts (index.html's theme script, which must run
 * before the first paint), so they run and no other inline script does.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/**
 * The origin of a tile template. A placeholder in the host itself (e.g. a `{switch:a,b}`
 * subdomain list), or a host no browser would parse, names no single origin: then any host of
 * the template's scheme, rather than a server that will not start.
 */
function templateOrigin(template: string): string {
  // The config only accepts http(s) templates: "https://host/…" splits into scheme, '', host.
  const [scheme, , host = ''] = template.split('/');
  const url = /[{}]/.test(host) ? null : URL.parse(`${scheme}//${host}`);
  return url ? url.origin : `${scheme}`;
}

/**
 * Where the configured map tiles load from. A raster template names its host; a style document
 * may send MapLibre to any host for its tiles, sprites and fonts, so a style URL allows any https
 * host for map requests (the README says so beside the setting).
 */
export function tileOrigins(tiles: (TileSource | null)[]): string[] {
  const origins = new Set<string>();
  for (const source of tiles) {
    if (source?.type === 'style') origins.add('https:');
    for (const template of source?.type === 'raster' ? source.tiles : []) {
      origins.add(templateOrigin(template));
    }
  }
  return [...origins].sort();
}

/**
 * The content security policy of the web app's page: its own scripts (plus the hashed inline
 * theme script and Stripe.js), its own API, map tiles only from the configured tile hosts, the
 * map's worker from its own files, and no plugins, no <base> and no framing by other sites. The
 * map's worker fetches the embedded world map's layers from data: URLs (base-map/world.ts).
 * Styles may be inline: Radix and MapLibre set them from script.
 */
export function contentSecurityPolicy(options: {
  indexHtml: string;
  mapTiles: (TileSource | null)[];
}): string {
  const tiles = tileOrigins(options.mapTiles);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(options.indexHtml), ...STRIPE_SCRIPTS],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tiles],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'data:', ...tiles, ...STRIPE_CONNECT],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': STRIPE_FRAMES,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
