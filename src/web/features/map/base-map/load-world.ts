import type { WorldData } from './world';
import type { WorldAnswer } from './world-worker';

/**
 * The world shapes as URLs for MapLibre. A worker of ours fetches and converts them
 * (world-worker.ts) and MapLibre's worker fetches and parses the URLs, so the shapes never come
 * to the page's main thread: it only passes on a few megabytes of text, which costs a copy.
 */
export function loadWorld({ signal }: { signal?: AbortSignal } = {}): Promise<WorldData> {
  const worker = new Worker(new URL('./world-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<WorldData>((resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason as Error));
    worker.onerror = (event) => reject(new Error(event.message || 'The world map worker failed'));
    worker.onmessage = ({ data }: MessageEvent<WorldAnswer>) =>
      'error' in data ? reject(new Error(data.error)) : resolve(data.urls);
  }).finally(() => worker.terminate());
}
