import { Calendar, Gauge, MapPin, Pencil, Plus, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { USER_TYPE_LABELS } from '@shared/constants';
import { PageContainer } from '@web/components/page-header';
import { personName } from '@web/components/person-name';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { capitalise, memberSince } from '@web/lib/format';
import { useAuth } from '@web/features/auth/api/current-user';
import { knownRoles, ROLES } from '@web/features/roles/roles';

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    // A <dl> may only group <dt>/<dd> in a <div>, so the icon sits inside the term.
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-muted-foreground uppercase [&_svg]:size-4">
        {icon}
        {label}
      </dt>
      <dd className="truncate pl-5.5 font-medium">{children}</dd>
    </div>
  );
}

const notSet = <span className="font-normal text-muted-foreground">Not set</span>;

/** The signed-in user's own profile (the avatar menu's Profile). */
export default function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  const name = personName(user, 'Player');
  const roles = knownRoles(user.roles);

  return (
    <PageContainer>
      <div className="mx-auto grid max-w-3xl gap-6">
        <Card className="overflow-hidden">
          <div className="h-24 bg-gradient-to-r from-primary/30 via-primary/15 to-transparent" />
          <CardContent className="-mt-12 grid gap-6">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
                <Avatar
                  src={user.profileImageUrl}
                  firstName={user.firstName}
                  lastName={user.lastName}
                  className="size-24 border-4 border-card text-2xl shadow-sm [&>span]:text-2xl"
                />
                <div className="min-w-0 space-y-1">
                  <h1 className="truncate text-2xl font-bold tracking-tight">{name}</h1>
                  <p className="truncate text-sm text-muted-foreground">{user.email}</p>
                  <Badge data-testid="user-type">{USER_TYPE_LABELS[user.userType]}</Badge>
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline">
                  <Link to="/settings">
                    <Pencil aria-hidden /> Edit profile
                  </Link>
                </Button>
                <Button asChild>
                  <Link to="/role-selection">
                    <Plus aria-hidden /> Add a role
                  </Link>
                </Button>
              </div>
            </div>

            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail icon={<Gauge />} label="Skill level">
                {user.skillLevel ? capitalise(user.skillLevel) : notSet}
              </Detail>
              <Detail icon={<Trophy />} label="Favourite sport">
                {user.favoriteSport ?? notSet}
              </Detail>
              <Detail icon={<MapPin />} label="Location">
                {user.location ?? notSet}
              </Detail>
              <Detail icon={<Calendar />} label="Member since">
                {memberSince(user.createdAt)}
              </Detail>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <h2 className="leading-none font-semibold tracking-tight">About</h2>
          </CardHeader>
          <CardContent>
            {user.bio ? (
              <p className="whitespace-pre-line">{user.bio}</p>
            ) : (
              <p className="text-muted-foreground">
                No bio yet.{' '}
                <Link
                  to="/settings"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  Tell others about yourself
                </Link>
                .
              </p>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <h2 className="leading-none font-semibold tracking-tight">Roles</h2>
          </CardHeader>
          <CardContent>
            {roles.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label="Your roles">
                {roles.map((role) => {
                  const Icon = ROLES[role].icon;
                  return (
                    <li key={role}>
                      <Link
                        to={`/dashboard/${role}`}
                        className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        <Badge
                          variant="secondary"
                          className="px-3 py-1 text-sm hover:bg-secondary/70"
                        >
                          <Icon className="size-3.5" aria-hidden /> {ROLES[role].name}
                        </Badge>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-muted-foreground">No roles yet.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
