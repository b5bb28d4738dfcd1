import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { TileSource } from '@shared/contracts/map';
import { contentSecurityPolicy } from './content-security-policy';

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else answered
 * with index.html so the browser router can take the path. API paths never fall through to it.
 * The page goes with its content security policy, built from the page itself (its inline script)
 * and the map tiles setting.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  mapTiles: (TileSource | null)[],
) {
  const root = resolve(distDir);
  const indexPath = resolve(root, 'index.html');
  const hasBuild = existsSync(indexPath);
  const policy = hasBuild
    ? contentSecurityPolicy({ indexHtml: readFileSync(indexPath, 'utf8'), mapTiles })
    : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // scripts/compress-web.js wrote .br/.gz beside each asset at build time.
      preCompressed: true,
      setHeaders(reply, path) {
        const hashed = path.includes('/assets/');
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // `path` is the file sent: index.html.br or .gz when the browser takes a compressed copy
        // (the service worker's precache fetches /index.html itself, ADR 019).
        if (/\.html(\.br|\.gz)?$/.test(path)) reply.header('content-security-policy', policy);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || request.url === '/api' || !isPage) {
      return reply.status(404).send({ message: 'Not found', code: 'not_found' });
    }
    if (!hasBuild) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (or `npm start`).');
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .sendFile('index.html');
  });
}
