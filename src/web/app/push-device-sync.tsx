import { useEffect } from 'react';
import { useAuth } from '@web/features/auth/api/current-user';
import { resyncPushDevice } from '@web/features/notifications/api/push-device';

/**
 * Push subscriptions end with the session they were made in; a device that had push on hands
 * its subscription to the server again whenever someone signs in on it.
 */
export function PushDeviceSync() {
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    // Best effort: the settings page says what is wrong when someone looks.
    resyncPushDevice().catch(() => {});
  }, [userId]);
  return null;
}
