import { useParams } from 'react-router';
import { LeagueSanction } from '@web/features/federations/components/league-sanction';
import LeaguePage from '@web/features/leagues/pages/league-page';

/** The league page with who sanctions it (and, for its admin, a way to ask a federation). */
export default function LeagueWithSanctionPage() {
  const { id = '' } = useParams();
  return <LeaguePage sanction={<LeagueSanction leagueId={id} />} />;
}
