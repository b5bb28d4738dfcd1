import { nextTask } from '@web/lib/next-task';
import { cn } from '@web/lib/utils';

/**
 * Work the first screen needs, done before React takes the page over, one piece per task (ADR
 * 021, "sixth pass"). Left to React, the arriving page's code would all run in the task that
 * first asks for it, and the first date and the first class list would be worked out inside a
 * render: each is tens of milliseconds on a slow phone, and together they make tasks long enough
 * to hold up a tap. Here each runs in a task of its own, between which the browser handles input.
 */
const WARM_UPS: (() => unknown)[] = [
  // tailwind-merge builds its table of Tailwind's classes on its first call.
  () => cn('p-1', 'p-2'),
  // The browser's first Intl object of any kind loads its locale data, which alone is a long
  // task on a slow phone; asked for in these three pieces it is three short ones. The last is
  // the format the venues' clocks use (lib/venue-time.ts, @date-fns/tz).
  () => new Intl.Locale('en-US').maximize(),
  () => Intl.DateTimeFormat.supportedLocalesOf('en-US'),
  () => new Intl.DateTimeFormat('en-US', { timeZoneName: 'longOffset' }).format(0),
];

/**
 * Runs the arriving page's chunks (listed by index.html's loader in an order where each runs
 * alone) and the warm-ups, one per task. A chunk that cannot be had (offline without the app
 * cached) is left to the page's own import, which shows the router's error as before.
 */
export async function startInSteps(
  pageModules = window.matchdayPageModules ?? [],
  load = (url: string): Promise<unknown> => import(/* @vite-ignore */ url),
) {
  for (const url of pageModules) {
    await load(url).catch(() => {});
    await nextTask();
  }
  for (const warmUp of WARM_UPS) {
    try {
      warmUp();
    } catch {
      // Only a head start: an older browser without one of these simply does it later.
    }
    await nextTask();
  }
}
