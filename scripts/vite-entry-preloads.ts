import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ENTRY_PAGES } from '../src/web/app/entry-pages';

/** A chunk and every chunk it imports statically, by file name. */
function withImports(bundle: Rolldown.OutputBundle, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const file of chunk.imports) withImports(bundle, file, into);
  return into;
}

/**
 * Writes into the built index.html a small script that, as the page is parsed, preloads the
 * arriving entry page's chunks (src/web/app/entry-pages.ts) that the app's entry does not
 * already load. Static, so the service worker's copy of index.html does the same offline, and
 * the content security policy allows it by hash like the theme script. Build only: in
 * development Vite serves modules one by one.
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
        if (!entry) return html;
        const loaded = withImports(bundle, entry.fileName);
        const pages: [string, string[]][] = ENTRY_PAGES.map(({ path, module }) => {
          const page = chunks.find((chunk) => chunk.facadeModuleId === resolve(module));
          if (!page) throw new Error(`entry page ${module} is not a chunk of its own`);
          const files = [...withImports(bundle, page.fileName)].filter((f) => !loaded.has(f));
          return [path.source, files.map((file) => `/${file}`)];
        });
        const script = `(function () {
  var pages = ${JSON.stringify(pages)};
  for (var i = 0; i < pages.length; i++) {
    if (!new RegExp(pages[i][0]).test(location.pathname)) continue;
    pages[i][1].forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    return;
  }
})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
