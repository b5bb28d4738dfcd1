import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '@shared/contracts/auth';
import type { TileSource } from '@shared/contracts/map';
import { SESSION_ELEMENT_ID } from '@shared/constants';
import { contentSecurityPolicy } from './content-security-policy';

/** Who the request's session cookie belongs to, as `GET /api/auth/user` answers; null: nobody. */
export type SessionUserOf = (request: FastifyRequest) => Promise<CurrentUser | null>;

/**
 * The page with who is signed in written into it (a JSON data block, which no browser runs, so
 * the content security policy has nothing to allow): the app starts without asking the API
 * first. `<` is escaped so no text in the data can close the block.
 */
export function pageWithSession(indexHtml: string, user: CurrentUser | null): string {
  const json = JSON.stringify(user).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${SESSION_ELEMENT_ID}">${json}</script>`;
  return indexHtml.replace('</head>', `${block}</head>`);
}

/** Compressed as the browser accepts (the page is a few kilobytes: a quick setting will do). */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding, cookie');
  if (/\bbr\b/.test(accepts)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5 };
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params }));
  }
  if (/\bgzip\b/.test(accepts))
    return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

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
  sessionUserOf: SessionUserOf,
) {
  const root = resolve(distDir);
  const indexPath = resolve(root, 'index.html');
  const hasBuild = existsSync(indexPath);
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : '';
  const policy = hasBuild ? contentSecurityPolicy({ indexHtml, mapTiles }) : '';
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

  app.setNotFoundHandler(async (request, reply) => {
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
    // Private: the page now says who is signed in. The service worker's copy (/index.html, a
    // file served above) says nothing, and the app then asks the API as before.
    const html = pageWithSession(indexHtml, await sessionUserOf(request));
    reply.header('cache-control', 'private, no-cache').header('content-security-policy', policy);
    return sendPage(request, reply, html);
  });
}
