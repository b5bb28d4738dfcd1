import { Globe, Lock, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { TeamView } from '@shared/contracts/teams';
import { personName } from '@web/components/person-name';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { capitalise } from '@web/lib/format';
import { TeamActions } from './team-actions';

/** A team in the Teams tab (SPEC §2: Public badge, max members, Join Team). */
export function TeamCard({ team }: { team: TeamView }) {
  return (
    <Card className="flex h-full flex-col p-4" data-testid="team-card">
      <article className="flex flex-1 flex-col gap-3" aria-label={team.name}>
        <header className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-medium text-muted-foreground">
              <span aria-hidden>{team.sport.icon}</span> {team.sport.name}
            </p>
            <h3 className="font-semibold">
              <Link to={`/teams/${team.id}`} className="hover:underline">
                {team.name}
              </Link>
            </h3>
          </div>
          <div className="flex shrink-0 flex-wrap justify-end gap-1">
            {team.isPrivate ? (
              <Badge variant="outline">
                <Lock className="size-3" aria-hidden /> Private
              </Badge>
            ) : (
              <Badge variant="secondary">
                <Globe className="size-3" aria-hidden /> Public
              </Badge>
            )}
            {team.myStatus === 'captain' && <Badge>Captain</Badge>}
            {team.myStatus === 'member' && <Badge>Member</Badge>}
            {team.myStatus === 'pending' && <Badge variant="outline">Requested</Badge>}
          </div>
        </header>
        {team.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{team.description}</p>
        )}
        <dl className="grid gap-1.5 text-sm">
          <div className="flex items-center gap-2">
            <dt className="sr-only">Members</dt>
            <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <dd>
              {team.currentMembers}/{team.maxMembers} members
            </dd>
          </div>
          {team.location && (
            <div className="flex items-center gap-2">
              <dt className="sr-only">Location</dt>
              <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <dd className="truncate">{team.location}</dd>
            </div>
          )}
        </dl>
        <footer className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <span className="mr-auto flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            {team.skillLevel && <Badge variant="secondary">{capitalise(team.skillLevel)}</Badge>}
            {team.captain && <span>Captain: {personName(team.captain, 'Captain')}</span>}
          </span>
          <TeamActions team={team} />
        </footer>
      </article>
    </Card>
  );
}
