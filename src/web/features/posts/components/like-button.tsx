import { Heart } from 'lucide-react';
import { useState } from 'react';
import type { PostView } from '@shared/contracts/posts';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { useLikePost } from '../api/posts';

/**
 * SPEC §4: disabled while the call is pending; after it succeeds the heart and count change
 * (to what the server says), then the lists refresh. Mount it with a key of the server's values
 * so a refreshed list resets it.
 */
export function LikeButton({ post }: { post: PostView }) {
  const [state, setState] = useState({ liked: post.likedByMe, count: post.likesCount });
  const like = useLikePost((result) => setState({ liked: result.liked, count: result.likesCount }));
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={state.liked}
      disabled={like.isPending}
      onClick={() => like.mutate(post.id)}
      className={cn(state.liked && 'text-rose-600 hover:text-rose-600 dark:text-rose-400')}
    >
      <Heart className={cn(state.liked && 'fill-current')} aria-hidden />
      <span>{state.count}</span>
      <span className="sr-only">{state.liked ? 'Unlike' : 'Like'} this post</span>
    </Button>
  );
}
