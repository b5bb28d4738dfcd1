import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageContainer } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { usePost } from '../api/posts';
import { PostCard } from '../components/post-card';

/** One post with its comments open: where a shared link lands. */
export default function PostPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const post = usePost(id);
  const missing = post.error instanceof ApiError && [400, 404].includes(post.error.status);
  return (
    <PageContainer>
      <div className="mx-auto max-w-2xl space-y-4">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to="/community">
            <ArrowLeft aria-hidden /> Community
          </Link>
        </Button>
        <h1 className="sr-only">Post</h1>
        {post.isLoading ? (
          <Skeleton className="h-56 w-full rounded-xl" />
        ) : post.data ? (
          <PostCard
            key={post.data.id}
            post={post.data}
            commentsOpen
            onDeleted={() => void navigate('/community', { replace: true })}
          />
        ) : (
          <div className="rounded-xl border border-dashed p-10 text-center">
            <h2 className="text-lg font-semibold">
              {missing ? 'Post not found' : 'Something went wrong'}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {missing
                ? 'It may have been deleted by its author.'
                : 'The post could not be loaded. Please try again.'}
            </p>
          </div>
        )}
      </div>
    </PageContainer>
  );
}
