import type { WorldData } from './world';
import { worldUrls } from './world-data-urls';
import { WORLD_DATA_URL } from './world-url';

/** The worker's one message: the layers' URLs, or why there are none. */
export type WorldAnswer = { urls: WorldData } | { error: string };

// Converting the 1:50m shapes is half a second of work on a phone: done here, off the page's
// main thread. It fetches the same hashed file the page did, so the browser's caches serve it.
void (async () => {
  let answer: WorldAnswer;
  try {
    const response = await fetch(WORLD_DATA_URL);
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    answer = { urls: await worldUrls((await response.json()) as Parameters<typeof worldUrls>[0]) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  postMessage(answer);
})();
