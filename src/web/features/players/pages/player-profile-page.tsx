import { ArrowLeft, Calendar, MapPin, Star, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageContainer } from '@web/components/page-header';
import { RecordPageState } from '@web/components/record-page-state';
import { personName } from '@web/components/person-name';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { memberSince, capitalise } from '@web/lib/format';
import { useAuth } from '@web/features/auth/api/current-user';
import { PostList } from '@web/features/posts/components/post-list';
import { usePlayerProfile } from '../api/players';
import { FollowButton } from '../components/follow-button';
import { MessageAndBlock } from '../components/message-and-block';

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg border bg-background p-3">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-xl font-bold">{value}</dd>
    </div>
  );
}

/** A player's profile: who they are, what they play, their record, teams and posts. */
export default function PlayerProfilePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data: player, isLoading, error } = usePlayerProfile(id);

  if (!player) {
    return (
      <RecordPageState
        isLoading={isLoading}
        error={error}
        skeleton={<Skeleton className="h-72 w-full rounded-xl" />}
        notFound={{ title: 'Player not found' }}
        failed={{ title: 'Something went wrong' }}
        back={{ to: '/players', label: 'Browse players' }}
      />
    );
  }

  const name = personName(player, 'Player');
  const { stats } = player;
  return (
    <PageContainer>
      <div className="mx-auto grid max-w-4xl gap-6">
        <Button asChild variant="ghost" size="sm" className="-ml-2 justify-self-start">
          <Link to="/players">
            <ArrowLeft aria-hidden /> All players
          </Link>
        </Button>
        <Card className="overflow-hidden">
          <div className="h-24 bg-gradient-to-r from-primary/30 via-primary/15 to-transparent" />
          <CardContent className="-mt-12 grid gap-6">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
                <Avatar
                  src={player.profileImageUrl}
                  firstName={player.firstName}
                  lastName={player.lastName}
                  className="size-24 border-4 border-card text-2xl shadow-sm [&>span]:text-2xl"
                />
                <div className="min-w-0 space-y-1">
                  <h1 className="text-2xl font-bold tracking-tight">{name}</h1>
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                    {player.location && (
                      <span className="inline-flex items-center gap-1">
                        <MapPin className="size-3.5" aria-hidden /> {player.location}
                      </span>
                    )}
                    <span className="inline-flex items-center gap-1">
                      <Calendar className="size-3.5" aria-hidden /> Member since{' '}
                      {memberSince(player.createdAt)}
                    </span>
                  </p>
                  {player.skillLevel && <Badge>{capitalise(player.skillLevel)}</Badge>}
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-sm">
                  <strong>{player.followersCount}</strong> followers ·{' '}
                  <strong>{player.followingCount}</strong> following
                </p>
                <FollowButton
                  key={String(player.isFollowing)}
                  player={player}
                  name={name}
                  size="default"
                />
                {player.isMe && (
                  <Button asChild variant="outline">
                    <Link to="/settings">Edit profile</Link>
                  </Button>
                )}
                {user && !player.isMe && <MessageAndBlock userId={player.id} name={name} />}
              </div>
            </div>
            {player.bio && <p className="whitespace-pre-line">{player.bio}</p>}
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Stat icon={<Trophy aria-hidden />} label="Games played" value={stats.gamesPlayed} />
              <Stat
                icon={<Trophy aria-hidden />}
                label="Win rate"
                value={stats.winRate === null ? '–' : `${stats.winRate}%`}
              />
              <Stat
                icon={<Star aria-hidden />}
                label={`Rating${stats.reviewCount ? ` (${stats.reviewCount})` : ''}`}
                value={stats.rating === null ? '–' : stats.rating.toFixed(1)}
              />
              <Stat icon={<Users aria-hidden />} label="Teams" value={player.teams.length} />
            </dl>
          </CardContent>
        </Card>

        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <h2 className="leading-none font-semibold tracking-tight">Sports</h2>
            </CardHeader>
            <CardContent>
              {player.sports.length === 0 ? (
                <p className="text-sm text-muted-foreground">No sports listed yet.</p>
              ) : (
                <ul className="space-y-2">
                  {player.sports.map((sport) => (
                    <li key={sport.id} className="flex items-center justify-between gap-2">
                      <span>
                        <span aria-hidden>{sport.icon}</span> {sport.name}
                      </span>
                      <Badge variant="secondary">
                        {capitalise(sport.skillLevel ?? player.skillLevel ?? 'any level')}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="leading-none font-semibold tracking-tight">Teams</h2>
            </CardHeader>
            <CardContent>
              {player.teams.length === 0 ? (
                <p className="text-sm text-muted-foreground">Not in a team yet.</p>
              ) : (
                <ul className="space-y-2">
                  {player.teams.map((team) => (
                    <li key={team.id} className="flex items-center justify-between gap-2">
                      <Link
                        to={`/teams/${team.id}`}
                        className="truncate font-medium hover:underline"
                      >
                        {team.name}
                      </Link>
                      <span className="shrink-0 text-sm text-muted-foreground">
                        {team.sport} · {capitalise(team.role)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>

        <section aria-labelledby="recent-posts" className="space-y-4">
          <h2 id="recent-posts" className="text-xl font-semibold">
            Recent posts
          </h2>
          {user ? (
            <PostList authorId={player.id} empty={`${name} has not posted yet.`} />
          ) : (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              <Link to="/auth" className="font-medium text-primary hover:underline">
                Sign in
              </Link>{' '}
              to see {name}'s posts.
            </p>
          )}
        </section>
      </div>
    </PageContainer>
  );
}
