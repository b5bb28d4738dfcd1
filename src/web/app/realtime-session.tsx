import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { currentUserKey, useAuth } from '@web/features/auth/api/current-user';
import { RealtimeProvider } from '@web/lib/realtime';

/** The tab's socket follows the signed-in user; when the server ends the session, we ask again. */
export function RealtimeSession({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return (
    <RealtimeProvider
      userId={user?.id ?? null}
      onSessionEnded={() => void queryClient.invalidateQueries({ queryKey: currentUserKey })}
    >
      {children}
    </RealtimeProvider>
  );
}
