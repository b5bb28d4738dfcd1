import { Heart, MessageCircle } from 'lucide-react';
import { Avatar } from '@web/components/ui/avatar';
import { SAMPLE_POSTS, type SamplePost } from '../sample-content';
import { LandingSection } from './landing-section';

function SamplePostCard({ post }: { post: SamplePost }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm">
      <header className="flex items-center gap-3">
        <Avatar firstName={post.firstName} lastName={post.lastName} />
        <div>
          <h3 className="font-semibold">
            {post.firstName} {post.lastName}
          </h3>
          <p className="text-xs text-muted-foreground">{post.postedAgo}</p>
        </div>
      </header>
      <p className="mt-4 flex-1 text-sm leading-relaxed">{post.content}</p>
      <footer className="mt-5 flex items-center gap-5 border-t pt-4 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Heart className="size-4" aria-hidden />
          {post.likesCount}
          <span className="sr-only"> likes</span>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <MessageCircle className="size-4" aria-hidden />
          {post.commentsCount}
          <span className="sr-only"> comments</span>
        </span>
      </footer>
    </article>
  );
}

/** Sample community posts (static content, SPEC §2). */
export function CommunityPostsSection() {
  return (
    <LandingSection
      eyebrow="Community"
      title="What the community is saying"
      description="Games organised, wins celebrated and partners found, every day."
      className="bg-muted/40"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {SAMPLE_POSTS.map((post) => (
          <li key={post.id}>
            <SamplePostCard post={post} />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
