import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * How long a restore waits for a lazy page and its data to grow tall enough: a slow phone on a
 * slow network takes seconds. Scrolling by hand meanwhile cancels it, so waiting costs nothing.
 */
const RESTORE_WAIT_MS = 10_000;
const STORAGE_KEY = 'matchday:scroll';

/** Scroll positions by history entry; kept for the tab's life, so a reload can restore too. */
const positions = new Map<string, number>(readSaved());

/**
 * What an earlier load of this tab saved, for a reload or a Back/Forward into the app only: a
 * fresh visit starts at the top (its first entry shares the key "default" with the last one).
 */
function readSaved(): [string, number][] {
  const [load] = (performance.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  if (load?.type !== 'reload' && load?.type !== 'back_forward') return [];
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
  } catch {
    return [];
  }
}

/**
 * One history entry. The key alone is not enough: an entry the app did not push itself (the
 * first page, a plain `#main` link) has the key "default".
 */
const entryOf = (location: Location) =>
  `${location.key} ${location.pathname}${location.search}${location.hash}`;

/**
 * Runs `attempt` each frame until it reports success, the time is up, or the person scrolls
 * themselves (then their scrolling wins). Returns a cancel function.
 */
function retryEachFrame(attempt: () => boolean): () => void {
  const deadline = performance.now() + RESTORE_WAIT_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
      window.removeEventListener(type, stop);
    }
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
    window.addEventListener(type, stop, { passive: true });
  }
  const tick = () => {
    if (attempt() || performance.now() > deadline) return stop();
    frame = requestAnimationFrame(tick);
  };
  tick();
  return stop;
}

/**
 * Back to `y` once the page is tall enough to hold it (lazy pages and their data come late), and
 * held there while the page still changes height: a section above that arrives later (the map's
 * cards, a list) would otherwise move the place by its difference, through the browser's scroll
 * anchoring. A move while the height stays the same is the person's own scrolling: it wins.
 */
function restore(y: number) {
  let height = -1;
  return retryEachFrame(() => {
    const { scrollHeight } = document.documentElement;
    if (scrollHeight - window.innerHeight < y) return false;
    if (scrollHeight !== height) {
      height = scrollHeight;
      window.scrollTo(0, y);
      return false;
    }
    return Math.abs(window.scrollY - y) > 1;
  });
}

/** To the element the hash names, once it is on the page. */
function scrollToAnchor(hash: string) {
  const id = decodeURIComponent(hash.slice(1));
  return retryEachFrame(() => {
    const target = document.getElementById(id);
    target?.scrollIntoView();
    return target !== null;
  });
}

/**
 * Scroll as browsers do for ordinary pages, which a single-page app has to do itself: a new page
 * starts at the top, Back and Forward return to where the person was, and a link with a hash goes
 * to its anchor. Rendered once, beside the routes.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const entry = entryOf(location);
  const current = useRef(entry);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    // The browser's own restoration would fight ours (it runs before the page has rendered).
    history.scrollRestoration = 'manual';
    const remember = () => positions.set(current.current, window.scrollY);
    // Read the place again on leaving: the scroll event of a jump just before a reload may not
    // have been dispatched yet.
    const persist = () => {
      remember();
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    // A page the server rendered can be scrolled before the app takes it over, with no one
    // listening yet: where it stands now is its place.
    remember();
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // Before paint, so the new page never shows at the old page's position.
  useLayoutEffect(() => {
    current.current = entry;
    const samePath = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (navigationType === NavigationType.Pop) {
      const saved = positions.get(entry);
      if (saved !== undefined) return restore(saved);
      return location.hash ? scrollToAnchor(location.hash) : undefined;
    }
    if (location.hash) return scrollToAnchor(location.hash);
    // Tabs and filters rewrite the address in place as they change: the page stays where it is.
    if (navigationType === NavigationType.Replace && samePath) return;
    window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the entry names the whole location
  }, [entry, navigationType]);

  return null;
}
