import { ArrowLeftRight, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { RoleId } from '@shared/constants';
import { personName } from '@web/components/person-name';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/api/current-user';
import { FeatureCard } from '@web/features/dashboards/components/feature-card';
import { ROLE_DASHBOARDS } from '@web/features/dashboards/role-dashboards';
import { ROLES } from '@web/features/roles/roles';

/** A role's dashboard (SPEC §2): title, description and its four feature cards. */
export default function RoleDashboardPage({ role }: { role: RoleId }) {
  const { user } = useAuth();
  const { title, description, features } = ROLE_DASHBOARDS[role];
  const name = personName(user, 'Player');

  return (
    <PageContainer>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            {role === 'league' && (
              <Button asChild>
                <Link to="/leagues">
                  <Trophy aria-hidden /> Your leagues
                </Link>
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to="/role-selection">
                <ArrowLeftRight aria-hidden /> Switch role
              </Link>
            </Button>
          </>
        }
      />
      {user && (
        <div className="mb-8 flex items-center gap-3 rounded-xl border bg-muted/40 p-4">
          <Avatar src={user.profileImageUrl} firstName={user.firstName} lastName={user.lastName} />
          <p className="min-w-0 text-sm">
            <span className="block truncate font-medium">{name}</span>
            <span className="text-muted-foreground">Viewing as {ROLES[role].name}</span>
          </p>
        </div>
      )}
      <ul
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
        aria-label={`${ROLES[role].name} features`}
      >
        {features.map((feature) => (
          <li key={feature.title}>
            <FeatureCard feature={feature} />
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
