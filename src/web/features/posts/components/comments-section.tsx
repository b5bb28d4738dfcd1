import { Loader2, Send, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { COMMENT_MAX_LENGTH, createCommentBody } from '@shared/contracts/posts';
import { formatRelativeTime } from '@shared/relative-time';
import { personName } from '@web/components/person-name';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/input';
import { useAddComment, useComments, useDeleteComment } from '../api/comments';

/** A post's conversation: the comments, oldest first, and a box to add one. */
export function CommentsSection({ postId }: { postId: string }) {
  const comments = useComments(postId);
  const add = useAddComment(postId);
  const remove = useDeleteComment(postId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const fieldId = useId();
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createCommentBody.safeParse({ content: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(parsed.data.content, { onSuccess: () => setDraft('') });
  };

  return (
    <section aria-label="Comments" className="space-y-4 border-t pt-4">
      {comments.isLoading ? (
        <p className="text-sm text-muted-foreground">Loading comments…</p>
      ) : comments.isError ? (
        <p className="text-sm text-destructive">Comments could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet. Start the conversation.</p>
      ) : (
        <ul className="space-y-3">
          {items.map((comment) => (
            <li key={comment.id} className="flex gap-3">
              <Avatar
                src={comment.author?.profileImageUrl}
                firstName={comment.author?.firstName}
                lastName={comment.author?.lastName}
                className="size-8 text-xs"
              />
              <div className="min-w-0 flex-1 rounded-lg bg-muted/60 px-3 py-2">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  {comment.author ? (
                    <Link
                      to={`/players/${comment.author.id}`}
                      className="font-semibold hover:underline"
                    >
                      {personName(comment.author)}
                    </Link>
                  ) : (
                    <span className="font-semibold">Unknown User</span>
                  )}
                  <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
                    {formatRelativeTime(comment.createdAt)}
                  </time>
                </p>
                <p className="text-sm break-words whitespace-pre-line">{comment.content}</p>
              </div>
              {comment.isMine && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(comment.id)}
                  aria-label="Delete your comment"
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <Button
          variant="link"
          size="sm"
          className="px-0"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          Show more comments
        </Button>
      )}
      <form onSubmit={submit} className="flex items-start gap-2" noValidate>
        <div className="min-w-0 flex-1">
          <label htmlFor={fieldId} className="sr-only">
            Write a comment
          </label>
          <Textarea
            id={fieldId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
            }}
            placeholder="Write a comment…"
            rows={1}
            maxLength={COMMENT_MAX_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            className="min-h-10"
          />
          {error && (
            <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-destructive">
              {error}
            </p>
          )}
        </div>
        <Button
          type="submit"
          size="icon"
          disabled={!draft.trim() || add.isPending}
          aria-label="Send comment"
        >
          {add.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        </Button>
      </form>
    </section>
  );
}
