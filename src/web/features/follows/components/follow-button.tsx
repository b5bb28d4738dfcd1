import { Heart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { FOLLOW_ENTITY_LABELS } from '@shared/contracts/follows';
import type { FollowEntityType } from '@shared/enums';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/api/current-user';
import { useFollowStatus, useSetFollow } from '../api/follows';

type FollowButtonProps = {
  entityType: FollowEntityType;
  entityId: string;
  /** Said to screen readers and in the confirmation ("Follow London Sunday League"). */
  name: string;
  size?: 'sm' | 'default';
};

/**
 * Follow / Following for a team, league, federation, venue… with the follower count beside it.
 * Visitors are sent to sign in and come back.
 */
export function FollowButton({ entityType, entityId, name, size = 'sm' }: FollowButtonProps) {
  const { user } = useAuth();
  const location = useLocation();
  const status = useFollowStatus(entityType, entityId);
  const setFollow = useSetFollow();
  const following = status.data?.following ?? false;
  const followers = status.data?.followers;
  const count =
    followers === undefined ? null : (
      <span className="text-muted-foreground tabular-nums" aria-hidden>
        {followers}
      </span>
    );
  const label = `${following ? 'Unfollow' : 'Follow'} ${name}`;
  if (!user) {
    return (
      <Button asChild size={size} variant="outline">
        <Link
          to="/auth"
          state={{ from: location.pathname + location.search }}
          aria-label={`Sign in to follow ${name}`}
        >
          <Heart aria-hidden /> Follow {count}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      size={size}
      variant={following ? 'secondary' : 'outline'}
      aria-pressed={following}
      aria-label={label}
      title={
        followers === undefined
          ? undefined
          : `${followers} ${followers === 1 ? 'follower' : 'followers'} of this ${FOLLOW_ENTITY_LABELS[entityType]}`
      }
      disabled={status.isLoading || setFollow.isPending}
      onClick={() => setFollow.mutate({ type: entityType, id: entityId, follow: !following, name })}
    >
      <Heart aria-hidden className={following ? 'fill-current' : undefined} />
      {following ? 'Following' : 'Follow'} {count}
    </Button>
  );
}
