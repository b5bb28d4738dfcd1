import { ChevronRight, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import type { RoleId } from '@shared/constants';
import { ROLES } from '@web/features/roles/roles';
import { DashboardSection } from './dashboard-section';

/** A way into each of the user's role dashboards, for the roles the home has no block for. */
export function RoleDashboardLinks({ roles }: { roles: RoleId[] }) {
  return (
    <DashboardSection title="Your dashboards" icon={<LayoutDashboard />}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {roles.map((role) => {
          const { name, description, icon: Icon } = ROLES[role];
          return (
            <li key={role}>
              <Link
                to={`/dashboard/${role}`}
                className="group flex items-center gap-4 rounded-lg border bg-background p-4 transition-colors hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
                  aria-hidden
                >
                  <Icon className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{name} dashboard</span>
                  <span className="block text-sm text-muted-foreground">{description}</span>
                </span>
                <ChevronRight
                  className="size-5 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </DashboardSection>
  );
}
