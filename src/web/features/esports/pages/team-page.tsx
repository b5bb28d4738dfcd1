import { ArrowLeft, Crown, Trophy } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { EsportsRosterMemberView, EsportsTeamView } from '@shared/contracts/esports';
import { formatMoney } from '@shared/money';
import { PageContainer } from '@web/components/page-header';
import { personName } from '@web/components/person-name';
import { RecordPageState } from '@web/components/record-page-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useAuth } from '@web/features/auth/api/current-user';
import { FollowButton } from '@web/features/follows/components/follow-button';
import { useAnswerInvitation, useEsportsTeam, useRemoveMember } from '../api/esports';
import { useTournaments } from '../api/tournaments';
import { InviteMember } from '../components/invite-member';
import { STATUS_NAMES, teamSizeText } from '../format';

const ROLE_NAMES: Record<EsportsRosterMemberView['role'], string> = {
  captain: 'Captain',
  player: 'Player',
  substitute: 'Substitute',
  coach: 'Coach',
};
const ROLE_ORDER = ['captain', 'player', 'substitute', 'coach'] as const;

function Roster({ team, myId }: { team: EsportsTeamView; myId: string | undefined }) {
  const answer = useAnswerInvitation(team.id);
  const remove = useRemoveMember(team.id);
  const members = [...team.roster].sort(
    (a, b) =>
      Number(a.status === 'invited') - Number(b.status === 'invited') ||
      ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role),
  );
  return (
    <ul aria-label="Roster" className="grid gap-2">
      {members.map((member) => {
        const name = personName(member.user, 'Player');
        const isMe = member.user.id === myId;
        return (
          <li key={member.user.id} className="flex flex-wrap items-center gap-2 text-sm">
            {member.role === 'captain' && (
              <Crown className="size-4 text-primary" aria-label="Captain" />
            )}
            <Link to={`/players/${member.user.id}`} className="font-medium hover:underline">
              {name}
            </Link>
            <Badge variant="secondary">{ROLE_NAMES[member.role]}</Badge>
            {member.status === 'invited' && <Badge variant="outline">Invited</Badge>}
            <span className="ml-auto flex gap-2">
              {isMe && member.status === 'invited' && (
                <>
                  <Button
                    size="sm"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ userId: member.user.id, accept: true })}
                  >
                    Accept invitation
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ userId: member.user.id, accept: false })}
                  >
                    Decline
                  </Button>
                </>
              )}
              {team.isCaptain && member.role !== 'captain' && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(member.user.id)}
                >
                  {member.status === 'invited' ? 'Withdraw' : 'Remove'}
                  <span className="sr-only"> {name}</span>
                </Button>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** /esports/teams/:id: roster with roles and invitations, record, win rate, trophies. */
export default function EsportsTeamPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const team = useEsportsTeam(id);
  // The team's tournaments, for everyone.
  const entered = useTournaments({ teamId: id });
  const tournaments = entered.data ?? [];
  if (!team.data) {
    return (
      <RecordPageState
        isLoading={team.isLoading}
        error={team.error}
        notFound={{ title: 'Team not found' }}
        failed={{ title: 'Something went wrong' }}
        back={{ to: '/esports', label: 'Browse esports' }}
      />
    );
  }
  const t = team.data;
  const stats: [string, string][] = [
    ['Win rate', `${Math.round(t.winRate)}%`],
    ['Record', `${t.wins}–${t.losses}`],
    ['Matches', String(t.matchesPlayed)],
    ['Tournament wins', String(t.tournamentWins)],
    ['Earnings', formatMoney(t.earnings)],
    ['MMR', t.mmr?.toString() ?? '—'],
  ];
  return (
    <PageContainer>
      <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
        <Button asChild variant="ghost" size="sm" className="-ml-2 justify-self-start">
          <Link to="/esports">
            <ArrowLeft aria-hidden /> Esports
          </Link>
        </Button>
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">
            {t.game.title} · {teamSizeText(t.game.teamSize)}
            {t.region ? ` · ${t.region}` : ''}
            {t.ranking ? ` · ranked #${t.ranking}` : ''}
          </p>
          <h1 className="text-3xl font-bold tracking-tight break-words">
            {t.name} {t.tag && <span className="text-muted-foreground">[{t.tag}]</span>}
          </h1>
          {t.organization && (
            <p className="text-sm">
              <Link to={`/esports/orgs/${t.organization.id}`} className="hover:underline">
                {t.organization.name}
              </Link>
            </p>
          )}
          <div className="mt-2">
            <FollowButton entityType="esports_team" entityId={t.id} name={t.name} size="default" />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {stats.map(([term, value]) => (
            <Card key={term}>
              <CardContent className="p-4">
                <dt className="text-xs text-muted-foreground">{term}</dt>
                <dd className="text-xl font-semibold tabular-nums">{value}</dd>
              </CardContent>
            </Card>
          ))}
        </dl>
        <Card>
          <CardHeader>
            <h2 className="flex items-center gap-2 font-semibold">
              <Trophy className="size-4" aria-hidden /> Roster
            </h2>
          </CardHeader>
          <CardContent>
            <Roster team={t} myId={user?.id} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="font-semibold">Tournaments</h2>
          </CardHeader>
          <CardContent>
            {entered.isLoading ? (
              <p className="text-sm text-muted-foreground">Loading tournaments…</p>
            ) : tournaments.length === 0 ? (
              <p className="text-sm text-muted-foreground">Not entered in any tournament yet.</p>
            ) : (
              <ul aria-label="Tournaments" className="grid gap-2 text-sm">
                {tournaments.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/esports/tournaments/${entry.id}`}
                      className="font-medium hover:underline"
                    >
                      {entry.name}
                    </Link>
                    <span className="text-muted-foreground">
                      {STATUS_NAMES[entry.status]}
                      {entry.startDate ? ` · ${entry.startDate}` : ''}
                    </span>
                    {entry.championTeamId === t.id && (
                      <Badge>
                        <Crown className="size-3" aria-hidden /> Champion
                      </Badge>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        {t.isCaptain && (
          <Card>
            <CardHeader>
              <h2 className="font-semibold">Invite a player</h2>
              <p className="text-sm text-muted-foreground">
                The invitation waits on the roster until the player accepts it.
              </p>
            </CardHeader>
            <CardContent>
              <InviteMember teamId={t.id} excluded={new Set(t.roster.map((m) => m.user.id))} />
            </CardContent>
          </Card>
        )}
      </div>
    </PageContainer>
  );
}
