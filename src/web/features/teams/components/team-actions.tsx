import { Link } from 'react-router';
import type { TeamView } from '@shared/contracts/teams';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/api/current-user';
import { useJoinTeam, useLeaveTeam, useWithdrawRequest } from '../api/teams';

/** Join Team / Request to join / Withdraw / Leave, as fits the viewer and the team. */
export function TeamActions({
  team,
  size = 'sm',
  onTeamPage = false,
}: {
  team: TeamView;
  size?: 'sm' | 'default';
  /** On the team's own page the captain answers requests there instead of a link to it. */
  onTeamPage?: boolean;
}) {
  const { user } = useAuth();
  const join = useJoinTeam();
  const leave = useLeaveTeam();
  const withdraw = useWithdrawRequest();
  const label = <span className="sr-only"> {team.name}</span>;
  const busy = join.isPending || leave.isPending || withdraw.isPending;

  if (!user) {
    return (
      <Button asChild size={size}>
        <Link to="/auth">Join Team{label}</Link>
      </Button>
    );
  }
  if (team.myStatus === 'captain') {
    if (onTeamPage) return null;
    return (
      <Button asChild size={size} variant="outline">
        <Link to={`/teams/${team.id}`}>Manage{label}</Link>
      </Button>
    );
  }
  if (team.myStatus === 'member') {
    return (
      <Button size={size} variant="outline" disabled={busy} onClick={() => leave.mutate(team)}>
        Leave team{label}
      </Button>
    );
  }
  if (team.myStatus === 'pending') {
    return (
      <Button size={size} variant="outline" disabled={busy} onClick={() => withdraw.mutate(team)}>
        Withdraw request{label}
      </Button>
    );
  }
  if (!team.isPrivate && team.currentMembers >= team.maxMembers) {
    return (
      <Button size={size} variant="outline" disabled>
        Full
      </Button>
    );
  }
  return (
    <Button size={size} disabled={busy} onClick={() => join.mutate(team)}>
      {team.isPrivate ? 'Request to join' : 'Join Team'}
      {label}
    </Button>
  );
}
