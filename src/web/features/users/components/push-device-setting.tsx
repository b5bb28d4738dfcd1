import { useId } from 'react';
import { Switch } from '@web/components/ui/switch';
import {
  type PushDeviceState,
  usePushDevice,
  useSwitchPushDevice,
} from '@web/features/notifications/api/push-device';

const EXPLANATIONS: Record<PushDeviceState, string> = {
  unsupported: "This browser can't receive push notifications.",
  'no-worker':
    "Push needs Matchday's offline support, which isn't installed in this browser yet. Reload the page, then try again.",
  blocked:
    "Notifications are blocked for Matchday in this browser. Allow them in the site's settings (the icon beside the address), then try again.",
  off: 'Get your notifications on this device even when Matchday is closed. Your browser will ask for permission.',
  on: 'Notifications you choose to get by push arrive on this device, even when Matchday is closed.',
};

/** "Push notifications on this device": asks the browser, subscribes, and says why when it can't. */
export function PushDeviceSetting() {
  const device = usePushDevice();
  const change = useSwitchPushDevice();
  const explanation = useId();
  const state = device.data;
  const usable = state === 'on' || state === 'off';
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border p-3">
      <div className="space-y-1">
        <p className="text-sm font-medium">Push notifications on this device</p>
        <p id={explanation} className="text-sm text-muted-foreground" aria-live="polite">
          {state ? EXPLANATIONS[state] : 'Checking this browser…'}
        </p>
      </div>
      <Switch
        label="Push notifications on this device"
        describedBy={explanation}
        checked={state === 'on'}
        disabled={!usable || change.isPending}
        onChange={(on) => change.mutate(on)}
      />
    </div>
  );
}
