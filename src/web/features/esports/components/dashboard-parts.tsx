import { Link } from 'react-router';
import type { EsportsDashboardView } from '@shared/contracts/esports';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useAnswerInvitation } from '../api/esports';
import { useCheckIn } from '../api/tournaments';
import { ordinal, STATUS_NAMES } from '../format';
import type { EsportsTournamentStatus } from '@shared/esports-enums';

type View = EsportsDashboardView;

export function CheckInButton({ tournamentId, teamId }: { tournamentId: string; teamId: string }) {
  const checkIn = useCheckIn(tournamentId);
  return (
    <Button size="sm" pending={checkIn.isPending} onClick={() => checkIn.mutate(teamId)}>
      Check in
    </Button>
  );
}

function InvitationRow({
  invitation,
  userId,
}: {
  invitation: View['invitations'][number];
  userId: string;
}) {
  const answer = useAnswerInvitation(invitation.team.id);
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm">
      <span>
        <Link to={`/esports/teams/${invitation.team.id}`} className="font-medium hover:underline">
          {invitation.team.name}
        </Link>{' '}
        <span className="text-muted-foreground">
          invites you as {invitation.role} · {invitation.team.game.title}
        </span>
      </span>
      <span className="ml-auto flex gap-2">
        <Button
          size="sm"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ userId, accept: true })}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ userId, accept: false })}
        >
          Decline
        </Button>
      </span>
    </li>
  );
}

export function Invitations({ view, userId }: { view: View; userId: string }) {
  return (
    <ul aria-label="Invitations" className="grid gap-2">
      {view.invitations.map((invitation) => (
        <InvitationRow key={invitation.team.id} invitation={invitation} userId={userId} />
      ))}
    </ul>
  );
}

/** My teams' matches still to play; a check-in button where the tournament's window is open. */
export function NextMatches({ view }: { view: View }) {
  if (view.nextMatches.length === 0) {
    return <p className="text-sm text-muted-foreground">No matches to play.</p>;
  }
  const checkIns = new Map(
    view.tournaments.filter((t) => t.canCheckIn && t.myTeamId).map((t) => [t.id, t.myTeamId!]),
  );
  const teamName = new Map(view.teams.map((t) => [t.id, t.name]));
  return (
    <ul aria-label="Next matches" className="grid gap-3">
      {view.nextMatches.map((match) => (
        <li key={match.matchId} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="grid">
            <span className="font-medium">
              {teamName.get(match.myTeamId) ?? 'My team'} vs {match.opponent?.name ?? 'TBD'}
            </span>
            <span className="text-muted-foreground">
              <Link
                to={`/esports/tournaments/${match.tournamentId}?tab=bracket`}
                className="hover:underline"
              >
                {match.tournamentName}
              </Link>{' '}
              · round {match.round}
              {match.bracket ? ` · ${match.bracket}` : ''}
            </span>
          </span>
          <span className="ml-auto flex gap-2">
            {checkIns.has(match.tournamentId) && (
              <CheckInButton
                tournamentId={match.tournamentId}
                teamId={checkIns.get(match.tournamentId)!}
              />
            )}
            {match.canReport && (
              <Button asChild size="sm" variant="outline">
                <Link to={`/esports/tournaments/${match.tournamentId}?tab=bracket`}>
                  Report score
                </Link>
              </Button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function MyTournaments({ view }: { view: View }) {
  if (view.tournaments.length === 0) {
    return <p className="text-sm text-muted-foreground">No tournaments yet.</p>;
  }
  const teamName = new Map(view.teams.map((team) => [team.id, team.name]));
  return (
    <ul aria-label="My tournaments" className="grid gap-2">
      {view.tournaments.map((t) => (
        // One row per team of mine in it (and one as its organiser).
        <li
          key={`${t.id}-${t.myTeamId ?? 'organiser'}`}
          className="flex flex-wrap items-center gap-2 text-sm"
        >
          <Link to={`/esports/tournaments/${t.id}`} className="font-medium hover:underline">
            {t.name}
          </Link>
          <span className="text-muted-foreground">
            {t.gameTitle}
            {t.myTeamId && teamName.has(t.myTeamId) ? ` · ${teamName.get(t.myTeamId)}` : ''}
          </span>
          <Badge variant="secondary">
            {STATUS_NAMES[t.status as EsportsTournamentStatus] ?? t.status}
          </Badge>
          {t.isOrganizer && <Badge variant="outline">Organiser</Badge>}
          {t.placement !== null && <span>{ordinal(t.placement)} place</span>}
          {t.checkedIn && <Badge variant="outline">Checked in</Badge>}
          {t.canCheckIn && t.myTeamId && (
            <span className="ml-auto">
              <CheckInButton tournamentId={t.id} teamId={t.myTeamId} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function RecentResults({ view }: { view: View }) {
  if (view.recentResults.length === 0) {
    return <p className="text-sm text-muted-foreground">No results yet.</p>;
  }
  return (
    <ul aria-label="Recent results" className="grid gap-2">
      {view.recentResults.map((r) => (
        <li key={r.matchId} className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={r.won ? 'default' : 'secondary'}>{r.won ? 'Won' : 'Lost'}</Badge>
          <span className="tabular-nums">
            {r.myScore ?? '–'}–{r.opponentScore ?? '–'}
          </span>
          <span>vs {r.opponentName}</span>
          <Link
            to={`/esports/tournaments/${r.tournamentId}`}
            className="text-muted-foreground hover:underline"
          >
            {r.tournamentName}
          </Link>
        </li>
      ))}
    </ul>
  );
}
