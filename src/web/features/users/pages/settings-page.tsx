import { Download, Plus, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { AppearanceSettings } from '@web/features/users/components/appearance-settings';
import { ProfileForm } from '@web/features/users/components/profile-form';
import { useAuth } from '@web/features/auth/api/current-user';
import { EXPORT_URL } from '@web/features/users/api/account';
import { ChangePasswordForm } from '@web/features/users/components/change-password-form';
import { DeleteAccountDialog } from '@web/features/users/components/delete-account-dialog';
import { NotificationSettings } from '@web/features/users/components/notification-settings';
import { ProfilePhoto } from '@web/features/users/components/profile-photo';
import { PushDeviceSetting } from '@web/features/users/components/push-device-setting';

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

/** The avatar menu's Settings: profile, roles, appearance, password and the account itself. */
export default function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          title="Settings"
          description="Manage your profile, notifications, roles, how the app looks and your account."
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
            <div className="grid gap-6">
              <ProfilePhoto user={user} />
              <ProfileForm user={user} />
            </div>
          </Section>
          <Section
            id="settings-notifications"
            title="Notifications"
            description="Choose what you hear about: in the app, by e-mail and by push."
          >
            <div className="space-y-4">
              <NotificationSettings />
              <PushDeviceSetting />
            </div>
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
          <Section
            id="settings-password"
            title="Password"
            description="Changing it signs you out everywhere else."
          >
            <ChangePasswordForm />
          </Section>
          <Section
            id="settings-account"
            title="Your data and account"
            description="Download everything Matchday holds about you, or delete your account."
          >
            <div className="flex flex-wrap gap-3">
              <Button asChild variant="outline">
                <a href={EXPORT_URL} download>
                  <Download aria-hidden /> Export my data
                </a>
              </Button>
              <DeleteAccountDialog />
            </div>
          </Section>
        </div>
      </div>
    </PageContainer>
  );
}
