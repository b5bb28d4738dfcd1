import { type RefObject, useEffect } from 'react';

/**
 * Calls `onReach` when the element scrolls into view (infinite scroll). Where the browser has no
 * IntersectionObserver nothing happens; the page keeps its "Load more" button for that.
 */
export function useInfiniteScroll(
  ref: RefObject<Element | null>,
  onReach: () => void,
  enabled: boolean,
) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReach();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onReach, enabled]);
}
