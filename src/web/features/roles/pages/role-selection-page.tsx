import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import type { RoleId } from '@shared/constants';
import { PageContainer } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/api/current-user';
import { useSelectRole } from '@web/features/roles/api/select-role';
import { RolePicker } from '@web/features/roles/components/role-picker';
import { ROLES } from '@web/features/roles/roles';

/** SPEC §2 role selection: Continue stays disabled until a card is chosen. */
export default function RoleSelectionPage() {
  const { user } = useAuth();
  const [role, setRole] = useState<RoleId | null>(null);
  const selectRole = useSelectRole();

  return (
    <PageContainer>
      <div className="mx-auto mb-8 max-w-2xl space-y-2 text-center">
        <h1 id="role-selection-title" className="text-3xl font-bold tracking-tight">
          Choose your role
        </h1>
        <p className="text-muted-foreground">
          How will you use the app? Pick the role that fits you best. You can add more roles later
          from your profile settings.
        </p>
      </div>

      <RolePicker
        value={role}
        onChange={setRole}
        current={user?.roles}
        labelledBy="role-selection-title"
      />

      <div className="sticky bottom-0 mt-8 flex flex-col items-center gap-3 border-t bg-background/90 py-4 backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:py-0">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {role ? (
            <>
              Selected: <span className="font-medium text-foreground">{ROLES[role].name}</span>
            </>
          ) : (
            'Select a role to continue.'
          )}
        </p>
        <Button
          size="lg"
          className="w-full sm:w-auto sm:min-w-48"
          disabled={!role}
          pending={selectRole.isPending}
          onClick={() => role && selectRole.mutate(role)}
        >
          {selectRole.isPending ? 'Saving…' : 'Continue'}
          {!selectRole.isPending && <ArrowRight aria-hidden />}
        </Button>
      </div>
    </PageContainer>
  );
}
