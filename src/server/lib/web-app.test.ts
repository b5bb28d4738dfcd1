import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import { PAGE_STATE_ELEMENT_ID, SESSION_ELEMENT_ID } from '@shared/constants';
import { inlineScriptHashes } from './content-security-policy';
import type { PageRenderer } from '@shared/page-render';
import { pageWithSession, registerWebApp } from './web-app';

const indexHtml =
  '<!doctype html><html><head><script>document.documentElement.className = "dark";</script>' +
  '<script type="module" src="/assets/app-1a2b.js"></script></head><body>' +
  '<div id="root"><div class="spinner"></div></div><!-- /#root: the page goes here --></body></html>';

/** Only the fields these tests read; the page carries whatever the API would answer. */
const sam = { id: 'u1', firstName: '</script><script>alert(1)</script>' } as CurrentUser;

/** A data block's content in a page, parsed as the app does. */
function blockIn(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}
const sessionIn = (html: string) => blockIn(html, SESSION_ELEMENT_ID);

/**
 * A stand-in for the build's renderer (src/web/entry-server.tsx, tested against the real API in
 * page-render.test.ts): it renders /venues, reading the API as the person asking.
 */
const renderer: PageRenderer = async (url, user, api) => {
  if (url !== '/venues') return null;
  const read = await api('/api/echo-cookie');
  const { cookie } = (await read.json()) as { cookie: string };
  const state = JSON.stringify({ cookie, user: user?.id ?? null, note: '</script>' });
  return { html: '<main>Venues</main>', state };
};

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'matchday-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  // The build writes compressed copies beside each file (scripts/compress-web.js).
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(indexHtml));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(indexHtml));
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log("app");');
  app = Fastify();
  await registerWebApp(
    app,
    dist,
    [
      {
        type: 'raster',
        tiles: ['https://tiles.example.org/{z}/{x}/{y}.png'],
        tileSize: 256,
        attribution: '',
      },
    ],
    async (request) => (request.headers.cookie === 'sid=sam' ? sam : null),
    renderer,
  );
  app.get('/api/echo-cookie', async (request) => ({ cookie: request.headers.cookie ?? '' }));
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('answers any page path with index.html and its content security policy', async () => {
    for (const url of ['/', '/venues/abc', '/index.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      // The file itself (the service worker's copy) as built; a page path says nobody is in.
      expect(response.body).toBe(
        url === '/index.html' ? indexHtml : pageWithSession(indexHtml, null),
      );
      const policy = response.headers['content-security-policy'];
      expect(policy, url).toContain(`script-src 'self' ${inlineScriptHashes(indexHtml)[0]}`);
      expect(policy, url).toMatch(/img-src [^;]*https:\/\/tiles\.example\.org/);
      expect(response.headers['cache-control'], url).toBe(
        url === '/index.html' ? 'no-cache' : 'private, no-cache',
      );
    }
  });

  it('writes who is signed in into a page, safely, and nothing into the file', async () => {
    const signedIn = await app.inject({ url: '/bookings', headers: { cookie: 'sid=sam' } });
    expect(sessionIn(signedIn.body)).toEqual(sam);
    // A name cannot end the block and start a script of its own.
    expect(signedIn.body).not.toContain('</script><script>alert');
    expect(signedIn.headers.vary).toContain('cookie');
    expect(sessionIn((await app.inject({ url: '/bookings' })).body)).toBeNull();
    const file = await app.inject({ url: '/index.html', headers: { cookie: 'sid=sam' } });
    expect(sessionIn(file.body)).toBeUndefined();
  });

  it('puts a rendered page in the root, inert, with the data it was made from', async () => {
    const page = (await app.inject({ url: '/venues', headers: { cookie: 'sid=sam' } })).body;
    expect(page).toContain('<div id="root" inert><main>Venues</main></div></body>');
    expect(page).not.toContain('spinner');
    // The renderer read the API with the person's cookie; its data can't close its block.
    expect(blockIn(page, PAGE_STATE_ELEMENT_ID)).toEqual({
      cookie: 'sid=sam',
      user: 'u1',
      note: '</script>',
    });
    expect(page).not.toContain('"</script>');
    // Any other page, or none rendered: the plain shell, and no data block.
    const other = (await app.inject({ url: '/players' })).body;
    expect(other).toContain('<div id="root"><div class="spinner"></div></div>');
    expect(blockIn(other, PAGE_STATE_ELEMENT_ID)).toBeUndefined();
  });

  it('sends the policy with a compressed copy of the page too (the service worker precaches it)', async () => {
    for (const encoding of ['br', 'gzip']) {
      for (const url of ['/index.html', '/index.html?__WB_REVISION__=abc', '/venues/abc']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(response.headers['content-security-policy'], `${url} ${encoding}`).toContain(
          "object-src 'none'",
        );
      }
    }
  });

  it('serves hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths and other methods with a JSON 404, never the page', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/venues'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });
});
