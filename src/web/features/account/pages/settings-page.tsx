import { Plus, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { AppearanceSettings } from '@web/features/account/components/appearance-settings';
import { ProfileForm } from '@web/features/account/components/profile-form';
import { useAuth } from '@web/features/auth/api/current-user';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <h2 id={id} className="text-lg leading-none font-semibold tracking-tight">
            {title}
          </h2>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

/** The avatar menu's Settings: profile details, roles and appearance. */
export default function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          title="Settings"
          description="Manage your profile, your roles and how the app looks."
          actions={
            <Button asChild variant="outline">
              <Link to="/profile">
                <UserRound aria-hidden /> View profile
              </Link>
            </Button>
          }
        />
        <div className="grid gap-6">
          <Section
            id="settings-profile"
            title="Profile"
            description="This is how other players see you."
          >
            <ProfileForm user={user} />
          </Section>
          <Section
            id="settings-roles"
            title="Roles"
            description="Add another role to get its dashboard, alongside the ones you have."
          >
            <Button asChild variant="outline">
              <Link to="/role-selection">
                <Plus aria-hidden /> Add a role
              </Link>
            </Button>
          </Section>
          <Section
            id="settings-appearance"
            title="Appearance"
            description="Choose light or dark, or follow your device's setting."
          >
            <AppearanceSettings />
          </Section>
        </div>
      </div>
    </PageContainer>
  );
}
