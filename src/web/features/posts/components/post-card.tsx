import { MessageCircle, MoreHorizontal, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PostView } from '@shared/contracts/posts';
import { formatRelativeTime } from '@shared/relative-time';
import { personName } from '@web/components/person-name';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useDeletePost } from '../api/posts';
import { postTitle } from '../share';
import { CommentsSection } from './comments-section';
import { LikeButton } from './like-button';
import { PostImages } from './post-images';
import { ShareButton } from './share-button';

function DeletePost({ post, onDeleted }: { post: PostView; onDeleted?: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost();
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8" aria-label="Post options">
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setConfirming(true)} className="text-destructive">
            <Trash2 aria-hidden /> Delete post
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Delete this post?"
          description="Its likes and comments go with it. This cannot be undone."
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Keep it</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(post, {
                  onSuccess: () => {
                    setConfirming(false);
                    onDeleted?.();
                  },
                })
              }
            >
              Delete
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** SPEC §2 post card, with real comments and the viewer's own like state. */
export function PostCard({
  post,
  commentsOpen = false,
  onDeleted,
  eager = false,
}: {
  post: PostView;
  commentsOpen?: boolean;
  onDeleted?: () => void;
  /** The feed's first post with a picture: the page's largest paint, so it loads at once. */
  eager?: boolean;
}) {
  const [showComments, setShowComments] = useState(commentsOpen);
  const name = personName(post.author);
  const postLink = `/community/posts/${post.id}`;
  return (
    <Card className="overflow-hidden" data-testid="post-card">
      <article className="space-y-4 p-4 sm:p-5" aria-label={`Post by ${name}`}>
        <header className="flex items-start gap-3">
          <Avatar
            src={post.author?.profileImageUrl}
            firstName={post.author?.firstName}
            lastName={post.author?.lastName}
            fallback="U"
          />
          <div className="min-w-0 flex-1">
            {post.author ? (
              <Link
                to={`/players/${post.author.id}`}
                className="block truncate font-semibold hover:underline"
              >
                {name}
              </Link>
            ) : (
              <p className="truncate font-semibold">{name}</p>
            )}
            <Link to={postLink} className="text-xs text-muted-foreground hover:underline">
              <time dateTime={post.createdAt}>{formatRelativeTime(post.createdAt)}</time>
            </Link>
          </div>
          {post.isMine && <DeletePost post={post} onDeleted={onDeleted} />}
        </header>
        <p className="break-words whitespace-pre-line">{post.content}</p>
        <PostImages images={post.images} eager={eager} />
        <div className="-mx-2 flex flex-wrap items-center gap-1 border-t pt-2">
          <LikeButton key={`${post.likedByMe}:${post.likesCount}`} post={post} />
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showComments}
            onClick={() => setShowComments((open) => !open)}
          >
            <MessageCircle aria-hidden />
            <span>{post.commentsCount}</span>
            <span className="sr-only">{showComments ? 'Hide comments' : 'Show comments'}</span>
          </Button>
          <ShareButton postId={post.id} title={postTitle(post.content, name)} />
        </div>
        {showComments && <CommentsSection postId={post.id} />}
      </article>
    </Card>
  );
}
