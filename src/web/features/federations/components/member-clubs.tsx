import { Link } from 'react-router';
import type { FederationView } from '@shared/contracts/federations';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { TeamPicker } from '@web/features/leagues/components/team-picker';
import { useAddClub, useMemberClubs } from '../api/federations';

/** Member clubs; a signed-in captain may ask for their team to join. */
export function MemberClubs({
  federation,
  signedIn,
}: {
  federation: FederationView;
  signedIn: boolean;
}) {
  const clubs = useMemberClubs(federation.id);
  const add = useAddClub(federation.id);
  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="p-6">
          {clubs.data?.length === 0 ? (
            <p className="text-sm text-muted-foreground">No member clubs yet.</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2" aria-label="Member clubs">
              {clubs.data?.map((club) => (
                <li key={club.teamId} className="text-sm">
                  <Link to={`/teams/${club.teamId}`} className="font-medium hover:underline">
                    {club.name}
                  </Link>
                  <span className="text-muted-foreground">
                    {' '}
                    · {club.members} players{club.location && ` · ${club.location}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {signedIn && !federation.isOfficial && federation.sport && (
        <Card>
          <CardHeader>
            <h2 className="leading-none font-semibold tracking-tight">Affiliate your club</h2>
            <p className="text-sm text-muted-foreground">
              The federation’s officials answer each request.
            </p>
          </CardHeader>
          <CardContent>
            <TeamPicker
              sportId={federation.sport.id}
              captainOnly
              excluded={new Set(clubs.data?.map((club) => club.teamId) ?? [])}
              pending={add.isPending}
              actionLabel="Ask to join"
              onPick={(teamId) => add.mutate(teamId)}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
