import { TeamLeagues } from '@web/features/leagues/components/team-leagues';
import TeamManagerDashboard from '@web/features/teams/pages/team-dashboard-page';

/** /dashboard/team: the team manager's dashboard with each team's league fixtures beside it. */
export default function TeamDashboardPage() {
  return <TeamManagerDashboard fixtures={(teamId) => <TeamLeagues teamId={teamId} />} />;
}
