import { UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/api/current-user';
import { useFollow } from '../api/players';

type FollowButtonProps = {
  player: { id: string; isFollowing: boolean; isMe: boolean };
  name: string;
  size?: 'sm' | 'default';
};

/** Connect (follow) / Following (unfollow). Visitors are sent to sign in; your own card has none. */
export function FollowButton({ player, name, size = 'sm' }: FollowButtonProps) {
  const { user } = useAuth();
  const follow = useFollow();
  // What the server last said, until the refreshed list arrives with the same answer.
  const [following, setFollowing] = useState(player.isFollowing);
  if (player.isMe) return null;
  if (!user) {
    return (
      <Button asChild size={size}>
        <Link to="/auth">
          <UserPlus aria-hidden /> Connect
        </Link>
      </Button>
    );
  }
  return (
    <Button
      size={size}
      variant={following ? 'outline' : 'default'}
      aria-pressed={following}
      disabled={follow.isPending}
      onClick={() =>
        follow.mutate(
          { id: player.id, follow: !following, name },
          { onSuccess: (result) => setFollowing(result.following) },
        )
      }
    >
      {following ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
      {following ? 'Following' : 'Connect'}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
