import { useId } from 'react';
import { NOTIFICATION_TYPE_LABELS } from '@shared/contracts/notifications';
import { NOTIFICATION_TYPES, type NotificationType } from '@shared/enums';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '@web/features/notifications/api/notification-preferences';
import { Switch } from '@web/components/ui/switch';

type Channel = 'inApp' | 'email' | 'push';
// Short headings so that three columns of switches fit a 360 px phone beside the type's name;
// each switch's own label says it in full.
const CHANNELS: { channel: Channel; heading: string; label: string }[] = [
  { channel: 'inApp', heading: 'In the app', label: 'in the app' },
  { channel: 'email', heading: 'E-mail', label: 'by e-mail' },
  { channel: 'push', heading: 'Push', label: 'by push' },
];

/**
 * Per kind of notification: in the app, by e-mail, by push. Each switch saves as it flips. Push
 * announces the in-app notification, so it waits for that one to be on.
 */
export function NotificationSettings() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const pushNote = useId();
  if (preferences.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (preferences.isError)
    return (
      <p className="text-sm text-muted-foreground">Couldn't load your notification settings.</p>
    );
  const set = (type: NotificationType, channel: Channel, on: boolean) =>
    update.mutate({ [type]: { [channel]: on } });
  return (
    <div className="space-y-2">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="pb-2 font-medium">
              Notify me about
            </th>
            {CHANNELS.map(({ channel, heading }) => (
              <th key={channel} scope="col" className="w-16 pb-2 text-center font-medium sm:w-24">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {NOTIFICATION_TYPES.map((type) => (
            <tr key={type}>
              <th scope="row" className="py-3 pr-2 text-left font-normal">
                {NOTIFICATION_TYPE_LABELS[type]}
              </th>
              {CHANNELS.map(({ channel, label }) => {
                const waitsForInApp = channel === 'push' && !preferences.data[type].inApp;
                return (
                  <td key={channel} className="py-3 text-center">
                    <Switch
                      label={`${NOTIFICATION_TYPE_LABELS[type]}: ${label}`}
                      checked={preferences.data[type][channel] && !waitsForInApp}
                      disabled={waitsForInApp}
                      describedBy={channel === 'push' ? pushNote : undefined}
                      onChange={(on) => set(type, channel, on)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={pushNote} className="text-xs text-muted-foreground">
        Push comes with the notification in the app, on the devices where you turned it on below.
      </p>
    </div>
  );
}
