import { Link } from 'react-router';
import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { LoadMore } from '@web/components/load-more';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/api/current-user';
import { type TeamFilters, useTeams } from '../api/teams';
import { CreateTeamDialog } from './create-team-dialog';
import { TeamCard } from './team-card';

/** SPEC §2 Teams tab. */
export function TeamsTab({ filters }: { filters: TeamFilters }) {
  const { user } = useAuth();
  const teams = useTeams(filters);
  const items = teams.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="teams-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="teams-heading" className="text-xl font-semibold">
          Teams
        </h2>
        {user ? (
          <CreateTeamDialog />
        ) : (
          <Button asChild>
            <Link to="/auth">Sign in to create a team</Link>
          </Button>
        )}
      </div>
      {teams.isLoading ? (
        <CardsSkeleton />
      ) : teams.isError ? (
        <EmptyList>Teams could not be loaded. Please try again.</EmptyList>
      ) : items.length === 0 ? (
        <EmptyList>No teams available</EmptyList>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Teams">
            {items.map((team) => (
              <li key={team.id}>
                <TeamCard team={team} />
              </li>
            ))}
          </ul>
          <LoadMore pager={teams} />
        </>
      )}
    </section>
  );
}
