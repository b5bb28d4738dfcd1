import { NOTIFICATION_TYPE_LABELS } from '@shared/contracts/notifications';
import { NOTIFICATION_TYPES, type NotificationType } from '@shared/enums';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '@web/features/notifications/api/notification-preferences';
import { cn } from '@web/lib/utils';

type Channel = 'inApp' | 'email';
const CHANNELS: { channel: Channel; label: string }[] = [
  { channel: 'inApp', label: 'In the app' },
  { channel: 'email', label: 'By e-mail' },
];

/**
 * A switch: a native checkbox with the switch role, so Space toggles it and screen readers say
 * "on"/"off" with its label.
 */
function Switch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="relative inline-flex cursor-pointer items-center">
      <input
        type="checkbox"
        role="switch"
        aria-label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden
        className={cn(
          'h-6 w-11 rounded-full bg-input transition-colors peer-checked:bg-primary',
          'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
          "after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-background after:shadow after:transition-transform after:content-['']",
          'peer-checked:after:translate-x-5',
        )}
      />
    </label>
  );
}

/** Per kind of notification: in the app, by e-mail. Each switch saves as it flips. */
export function NotificationSettings() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  if (preferences.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (preferences.isError)
    return (
      <p className="text-sm text-muted-foreground">Couldn't load your notification settings.</p>
    );
  const set = (type: NotificationType, channel: Channel, on: boolean) =>
    update.mutate({ [type]: { [channel]: on } });
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="pb-2 font-medium">
            Notify me about
          </th>
          {CHANNELS.map(({ channel, label }) => (
            <th key={channel} scope="col" className="w-24 pb-2 text-center font-medium">
              {label}
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
            {CHANNELS.map(({ channel, label }) => (
              <td key={channel} className="py-3 text-center">
                <Switch
                  label={`${NOTIFICATION_TYPE_LABELS[type]}: ${label.toLowerCase()}`}
                  checked={preferences.data[type][channel]}
                  onChange={(on) => set(type, channel, on)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
