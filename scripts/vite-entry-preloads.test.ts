import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { withImports } from './vite-entry-preloads';

/** A bundle of chunks that import one another as `graph` says (file name → its imports). */
function bundleOf(graph: Record<string, string[]>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(graph).map(([fileName, imports]) => [
      fileName,
      { type: 'chunk', fileName, imports } as unknown as Rolldown.OutputChunk,
    ]),
  );
}

describe('withImports', () => {
  it('lists a chunk after every chunk it imports, each once', () => {
    const bundle = bundleOf({
      page: ['form', 'zod'],
      form: ['zod', 'utils'],
      zod: [],
      utils: [],
    });
    expect([...withImports(bundle, 'page')]).toEqual(['zod', 'utils', 'form', 'page']);
  });

  it('ends when two chunks import each other', () => {
    const bundle = bundleOf({ a: ['b'], b: ['a'] });
    expect([...withImports(bundle, 'a')]).toEqual(['b', 'a']);
  });
});
