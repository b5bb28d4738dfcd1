import { ArrowLeft, Check, Gauge, Globe, Lock, MapPin, Users, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { TeamDetail } from '@shared/contracts/teams';
import { formatRelativeTime } from '@shared/relative-time';
import { PageContainer } from '@web/components/page-header';
import { RecordPageState } from '@web/components/record-page-state';
import { PersonLink } from '@web/components/person-link';
import { personName } from '@web/components/person-name';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { capitalise } from '@web/lib/format';
import { useAnswerRequest, useTeam } from '../api/teams';
import { MessageTeamButton } from '../components/message-team-button';
import { FollowButton } from '@web/features/follows/components/follow-button';
import { TeamActions } from '../components/team-actions';
import { useTeamLife } from '../api/team-life';
import { TeamBrand, TeamLeaderActions, TeamLifeSections } from '../components/team-life-sections';

function Requests({ team }: { team: TeamDetail }) {
  const answer = useAnswerRequest(team.id);
  const full = team.currentMembers >= team.maxMembers;
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">
          Requests to join ({team.requests.length})
        </h2>
      </CardHeader>
      <CardContent>
        {team.requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">No requests waiting.</p>
        ) : (
          <ul className="space-y-4" aria-label="Requests to join">
            {team.requests.map((request) => {
              const name = personName(request.user, 'Player');
              return (
                <li key={request.id} className="flex flex-col gap-3 sm:flex-row sm:items-start">
                  <div className="flex min-w-0 flex-1 items-start gap-3">
                    <Avatar
                      src={request.user.profileImageUrl}
                      firstName={request.user.firstName}
                      lastName={request.user.lastName}
                      className="size-9"
                    />
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`/players/${request.user.id}`}
                        className="font-medium hover:underline"
                      >
                        {name}
                      </Link>
                      <p className="text-xs text-muted-foreground">
                        {formatRelativeTime(request.createdAt)}
                      </p>
                      {request.message && (
                        <p className="mt-1 text-sm break-words">“{request.message}”</p>
                      )}
                    </div>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={answer.isPending || full}
                      title={full ? 'The team is full' : undefined}
                      onClick={() => answer.mutate({ requestId: request.id, accept: true, name })}
                    >
                      <Check aria-hidden /> Accept<span className="sr-only"> {name}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={answer.isPending}
                      onClick={() => answer.mutate({ requestId: request.id, accept: false, name })}
                    >
                      <X aria-hidden /> Decline<span className="sr-only"> {name}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {full && team.requests.length > 0 && (
          <p className="mt-3 text-sm text-muted-foreground">
            The team is full. Raise its size or wait for a place to free up to accept more.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * A team: details, members with their roles, and for the captain the requests to join. Other
 * features add sections below (the page in src/web/app/pages composes them).
 */
export default function TeamPage({ more }: { more?: (team: TeamDetail) => ReactNode }) {
  const { id = '' } = useParams();
  const { data: team, isLoading, error } = useTeam(id);
  const { data: life } = useTeamLife(id);

  if (!team) {
    return (
      <RecordPageState
        isLoading={isLoading}
        error={error}
        notFound={{ title: 'Team not found' }}
        failed={{ title: 'Something went wrong' }}
        back={{ to: '/players?tab=teams', label: 'Browse teams' }}
      />
    );
  }

  return (
    <PageContainer>
      <div className="mx-auto grid max-w-4xl gap-6">
        <Button asChild variant="ghost" size="sm" className="-ml-2 justify-self-start">
          <Link to="/players?tab=teams">
            <ArrowLeft aria-hidden /> All teams
          </Link>
        </Button>
        <Card>
          <CardContent className="grid gap-5 p-6">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="space-y-2">
                <TeamBrand life={life} name={team.name} />
                <p className="text-sm font-medium text-muted-foreground">
                  <span aria-hidden>{team.sport.icon}</span> {team.sport.name}
                </p>
                <h1 className="text-3xl font-bold tracking-tight">{team.name}</h1>
                <div className="flex flex-wrap gap-1.5">
                  {team.isPrivate ? (
                    <Badge variant="outline">
                      <Lock className="size-3" aria-hidden /> Private
                    </Badge>
                  ) : (
                    <Badge variant="secondary">
                      <Globe className="size-3" aria-hidden /> Public
                    </Badge>
                  )}
                  {team.myStatus === 'captain' && <Badge>You are the captain</Badge>}
                  {team.myStatus === 'member' && <Badge>Member</Badge>}
                  {team.myStatus === 'pending' && <Badge variant="outline">Request waiting</Badge>}
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                {(team.myStatus === 'captain' || team.myStatus === 'member') && (
                  <MessageTeamButton teamId={team.id} />
                )}
                <FollowButton
                  entityType="team"
                  entityId={team.id}
                  name={team.name}
                  size="default"
                />
                {/* A manager off the roster runs the team: joining it is not for them. */}
                {!(life?.canManage && team.myStatus === null) && (
                  <TeamActions team={team} size="default" onTeamPage />
                )}
                <TeamLeaderActions team={team} life={life} />
              </div>
            </div>
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              <div className="flex items-center gap-2">
                <Users className="size-4 text-muted-foreground" aria-hidden />
                <dt className="sr-only">Members</dt>
                <dd>
                  {team.currentMembers}/{team.maxMembers} members
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <Gauge className="size-4 text-muted-foreground" aria-hidden />
                <dt className="sr-only">Level</dt>
                <dd>{team.skillLevel ? capitalise(team.skillLevel) : 'Any level'}</dd>
              </div>
              {team.location && (
                <div className="flex items-center gap-2">
                  <MapPin className="size-4 text-muted-foreground" aria-hidden />
                  <dt className="sr-only">Location</dt>
                  <dd>{team.location}</dd>
                </div>
              )}
            </dl>
            {team.description && (
              <p className="whitespace-pre-line text-muted-foreground">{team.description}</p>
            )}
          </CardContent>
        </Card>

        {team.myStatus === 'captain' && team.isPrivate && <Requests team={team} />}

        <Card>
          <CardHeader>
            <h2 className="leading-none font-semibold tracking-tight">Members</h2>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 sm:grid-cols-2" aria-label="Members">
              {team.members.map((member) => (
                <li key={member.user.id} className="flex items-center gap-3">
                  <PersonLink person={member.user} />
                  <Badge variant={member.role === 'captain' ? 'default' : 'secondary'}>
                    {capitalise(member.role)}
                  </Badge>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <TeamLifeSections team={team} life={life} />
        {more?.(team)}
      </div>
    </PageContainer>
  );
}
