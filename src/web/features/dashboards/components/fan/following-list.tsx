import { Bell, BellOff, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import {
  useFollowNotifications,
  useMyFollows,
  useSetFollow,
} from '@web/features/follows/api/follows';
import { DashboardSection, EmptyState } from '../dashboard-section';
import { ListSkeleton } from '../list-skeleton';
import { EntityRow } from './entity-row';

/** Everything the fan follows, each with its bell and an unfollow, newest first. */
export function FollowingList() {
  const follows = useMyFollows();
  const bell = useFollowNotifications();
  const setFollow = useSetFollow();
  const rows = follows.data ?? [];
  return (
    <DashboardSection title={`Following (${rows.length})`} icon={<Heart />}>
      {follows.isLoading ? (
        <ListSkeleton rows={4} />
      ) : rows.length === 0 ? (
        <EmptyState>
          You don't follow anything yet. Follow{' '}
          <Link to="/leagues" className="font-medium text-primary hover:underline">
            leagues
          </Link>
          ,{' '}
          <Link to="/players?tab=teams" className="font-medium text-primary hover:underline">
            teams
          </Link>{' '}
          and{' '}
          <Link to="/venues" className="font-medium text-primary hover:underline">
            venues
          </Link>{' '}
          to see their news here.
        </EmptyState>
      ) : (
        <ul className="divide-y">
          {rows.map((row) => (
            <EntityRow
              key={`${row.entityType}:${row.entityId}`}
              entityType={row.entityType}
              entityId={row.entityId}
              name={row.name}
            >
              <Button
                size="icon"
                variant="ghost"
                aria-pressed={row.notificationsEnabled}
                aria-label={`Notifications from ${row.name}`}
                title={row.notificationsEnabled ? 'Notifications on' : 'Notifications off'}
                disabled={bell.isPending}
                onClick={() =>
                  bell.mutate({
                    type: row.entityType,
                    id: row.entityId,
                    on: !row.notificationsEnabled,
                  })
                }
              >
                {row.notificationsEnabled ? <Bell aria-hidden /> : <BellOff aria-hidden />}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Unfollow ${row.name}`}
                disabled={setFollow.isPending}
                onClick={() =>
                  setFollow.mutate({
                    type: row.entityType,
                    id: row.entityId,
                    follow: false,
                    name: row.name,
                  })
                }
              >
                Unfollow
              </Button>
            </EntityRow>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
