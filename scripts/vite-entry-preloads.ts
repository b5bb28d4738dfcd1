import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ENTRY_PAGES } from '../src/web/app/entry-pages';

/**
 * A chunk and every chunk it imports statically, by file name, each after the chunks it imports:
 * in that order, loading them one at a time runs one chunk's code each time (src/web/app/
 * start-in-steps.ts).
 */
export function withImports(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  into = new Set<string>(),
) {
  if (into.has(fileName)) return into;
  const chunk = bundle[fileName];
  // Marked before its imports are visited, so a cycle between chunks cannot loop.
  into.add(fileName);
  if (chunk?.type === 'chunk') {
    for (const file of chunk.imports) withImports(bundle, file, into);
    // Moved after its imports.
    into.delete(fileName);
    into.add(fileName);
  }
  return into;
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Rewrites the built index.html so that the app's scripts start after the page's first paint
 * (ADR 021). The page paints from its HTML alone: the spinner, or the page the server rendered
 * (src/web/entry-server.tsx). Its scripts then load beside nothing else that paint needs; on a
 * slow phone network they would otherwise share the line with the styles the paint waits for.
 * One small script, run at the end of the first frame, asks for the app's entry, then, a few at a
 * time, the chunks it imports and the arriving entry page's chunks (src/web/app/entry-pages.ts)
 * that the entry does not already load. It leaves the list of the page's chunks, in the order
 * they can run one at a time, in `window.matchdayPageModules` for the app to run them in steps.
 * Static, so the service worker's copy of index.html does the same offline, and the content
 * security policy allows it by hash like the theme script.
 * Build only: in development Vite serves modules one by one.
 */
export function entryPreloads(): Plugin {
  return {
    name: 'matchday-entry-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (c): c is Rolldown.OutputChunk => c.type === 'chunk',
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        const script = MODULE_SCRIPT.exec(html);
        if (!entry || !script) throw new Error('index.html has no entry script to load');
        const shell = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
        const loaded = withImports(bundle, entry.fileName);
        const pages: [string, string[]][] = ENTRY_PAGES.map(({ path, module }) => {
          const page = chunks.find((chunk) => chunk.facadeModuleId === resolve(module));
          if (!page) throw new Error(`entry page ${module} is not a chunk of its own`);
          const files = [...withImports(bundle, page.fileName)].filter((f) => !loaded.has(f));
          return [path.source, files.map((file) => `/${file}`)];
        });
        const loader = `(function () {
  var app = ${JSON.stringify(script[1])};
  var shell = ${JSON.stringify(shell)};
  var pages = ${JSON.stringify(pages)};
  // Each request the page starts costs its main thread a little (1–2 ms on a slow phone): a few
  // at a time, in tasks of their own, keeps every task short while the page is being read.
  var BATCH = 4;
  function insert(elements) {
    // One insertion per batch: each element on its own costs the page a style check.
    var batch = document.createDocumentFragment();
    elements.forEach(function (element) {
      batch.appendChild(element);
    });
    document.head.appendChild(batch);
  }
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    return link;
  }
  function start() {
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = app;
    // Without its app (the connection dropped), a server-rendered page still reads, and its
    // links work as plain links.
    entry.onerror = function () {
      document.getElementById('root').removeAttribute('inert');
    };
    var hrefs = shell.slice();
    for (var i = 0; i < pages.length; i++) {
      if (new RegExp(pages[i][0]).test(location.pathname)) {
        hrefs = hrefs.concat(pages[i][1]);
        window.matchdayPageModules = pages[i][1];
        break;
      }
    }
    var links = hrefs.map(preload);
    insert([entry].concat(links.splice(0, BATCH - 1)));
    (function later() {
      if (!links.length) return;
      setTimeout(function () {
        insert(links.splice(0, BATCH));
        later();
      }, 0);
    })();
  }
  // The frame is drawn after its animation-frame callbacks; a task queued from one runs after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();`;
        const stripped = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
        return {
          html: stripped,
          tags: [{ tag: 'script', children: loader, injectTo: 'body' }],
        };
      },
    },
  };
}
