import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '@shared/contracts/auth';
import type { TileSource } from '@shared/contracts/map';
import { PAGE_STATE_ELEMENT_ID, SESSION_ELEMENT_ID } from '@shared/constants';
import type { PageRenderer, RenderedPage } from '@shared/page-render';
import { contentSecurityPolicy } from './content-security-policy';

/** Who the request's session cookie belongs to, as `GET /api/auth/user` answers; null: nobody. */
export type SessionUserOf = (request: FastifyRequest) => Promise<CurrentUser | null>;

/** JSON in a data block, which no browser runs; `<` escaped so no text in it can close it. */
const dataBlock = (id: string, json: string) =>
  `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;

/** index.html's root element, up to the comment that closes it. */
const ROOT = /<div id="root">[\s\S]*?<!-- \/#root:[^>]*-->/;

/**
 * The page with who is signed in written into it: the app starts without asking the API first.
 * With a rendered page, its markup takes the place of the spinner in the root, inert until the
 * app has taken it over (app/page-started.tsx), and its data goes beside the session.
 */
export function pageWithSession(
  indexHtml: string,
  user: CurrentUser | null,
  rendered: RenderedPage | null = null,
): string {
  const blocks = [dataBlock(SESSION_ELEMENT_ID, JSON.stringify(user))];
  let html = indexHtml;
  if (rendered) {
    blocks.push(dataBlock(PAGE_STATE_ELEMENT_ID, rendered.state));
    html = html.replace(ROOT, () => `<div id="root" inert>${rendered.html}</div>`);
  }
  return html.replace('</head>', `${blocks.join('')}</head>`);
}

/** The server's renderer of the built app, when the build made one (dist/ssr beside dist/web). */
async function loadPageRenderer(webDistDir: string): Promise<PageRenderer | null> {
  const path = resolve(webDistDir, '..', 'ssr', 'entry-server.js');
  if (!existsSync(path)) return null;
  const module = (await import(pathToFileURL(path).href)) as { renderPage: PageRenderer };
  return module.renderPage;
}

/** Reads the app's own API as the person asking for the page: their cookie, nothing else. */
export function apiAs(app: FastifyInstance, request: Pick<FastifyRequest, 'headers'>) {
  return async (path: string) => {
    const answer = await app.inject({
      method: 'GET',
      url: path,
      headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
    });
    const type = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
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
  /** Undefined: the build's own renderer, if it made one; null: none. */
  renderer?: PageRenderer | null,
) {
  const root = resolve(distDir);
  const indexPath = resolve(root, 'index.html');
  const hasBuild = existsSync(indexPath);
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : '';
  const policy = hasBuild ? contentSecurityPolicy({ indexHtml, mapTiles }) : '';
  const renderPage = hasBuild && renderer === undefined ? await loadPageRenderer(root) : renderer;
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
    const user = await sessionUserOf(request);
    const rendered =
      renderPage && request.method === 'GET'
        ? await renderPage(request.url, user, apiAs(app, request))
        : null;
    const html = pageWithSession(indexHtml, user, rendered);
    reply.header('cache-control', 'private, no-cache').header('content-security-policy', policy);
    return sendPage(request, reply, html);
  });
}
