import { TeamLeagues } from '@web/features/leagues/components/team-leagues';
import TeamDetailPage from '@web/features/teams/pages/team-page';

/** The team page: the team's details with the leagues it plays in and its next fixtures. */
export default function TeamPage() {
  return <TeamDetailPage more={(team) => <TeamLeagues teamId={team.id} />} />;
}
