import { ArrowUp } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { newPostsLabel } from '../live-feed';
import { useNewPosts } from '../use-live-feed';

/** "N new posts" above the feed when others have posted since it was read. */
export function NewPostsButton() {
  const { count, show } = useNewPosts();
  return (
    // A polite live region: a screen reader hears that new posts are waiting.
    <div aria-live="polite" className="flex justify-center empty:hidden">
      {count > 0 && (
        <Button size="sm" className="rounded-full shadow-md" onClick={() => void show()}>
          <ArrowUp aria-hidden />
          {newPostsLabel(count)}
        </Button>
      )}
    </div>
  );
}
