import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageContainer } from '@web/components/page-header';
import { RecordPageState } from '@web/components/record-page-state';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePost } from '../api/posts';
import { PostCard } from '../components/post-card';
import { useLivePostCounts } from '../use-live-feed';

/** One post with its comments open: where a shared link lands. */
export default function PostPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const post = usePost(id);
  useLivePostCounts();

  if (!post.data) {
    return (
      <RecordPageState
        isLoading={post.isLoading}
        error={post.error}
        skeleton={<Skeleton className="mx-auto h-56 w-full max-w-2xl rounded-xl" />}
        notFound={{ title: 'Post not found', text: 'It may have been deleted by its author.' }}
        failed={{
          title: 'Something went wrong',
          text: 'The post could not be loaded. Please try again.',
        }}
        back={{ to: '/community', label: 'Back to Community' }}
      />
    );
  }

  return (
    <PageContainer>
      <div className="mx-auto max-w-2xl space-y-4">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to="/community">
            <ArrowLeft aria-hidden /> Community
          </Link>
        </Button>
        <h1 className="sr-only">Post</h1>
        <PostCard
          key={post.data.id}
          post={post.data}
          commentsOpen
          onDeleted={() => void navigate('/community', { replace: true })}
        />
      </div>
    </PageContainer>
  );
}
