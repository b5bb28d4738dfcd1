import { useCallback, useRef } from 'react';
import { Button } from '@web/components/ui/button';
import { useInfiniteScroll } from '@web/lib/use-infinite-scroll';

type Pager = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** The end of a paged list: loads the next page when scrolled near, or with the button. */
export function LoadMore({ pager }: { pager: Pager }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pager;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useInfiniteScroll(sentinel, loadMore, hasNextPage);
  return (
    <>
      <div ref={sentinel} />
      {hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={loadMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
