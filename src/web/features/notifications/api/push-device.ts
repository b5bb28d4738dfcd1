import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PushPublicKey, PushSubscriptionBody } from '@shared/contracts/notifications';
import { ApiError, apiRequest, errorMessage, getJson } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';

/**
 * Push on this device: what the browser can do and has been allowed, and the subscription the
 * app's service worker holds. The worker itself (it shows each push) is the app's offline one.
 */
export type PushDeviceState =
  /** No service workers, Push API or notifications in this browser. */
  | 'unsupported'
  /** The app's service worker is not installed here (yet): push has nothing to arrive in. */
  | 'no-worker'
  /** The user (or a policy) blocked notifications for the site; only site settings undo it. */
  | 'blocked'
  | 'off'
  | 'on';

const isSupported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const workerRegistration = () => navigator.serviceWorker.getRegistration();

/** The VAPID key as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

export async function readPushDevice(): Promise<PushDeviceState> {
  if (!isSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await workerRegistration();
  if (!registration) return 'no-worker';
  const subscription = await registration.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Subscribes with the server's current key (a subscription made for another key is replaced:
 * pushes signed with the new one would be refused) and tells the server, which ties it to this
 * session.
 */
async function saveSubscription(registration: ServiceWorkerRegistration) {
  const { publicKey } = await getJson<PushPublicKey>('/api/push/public-key');
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const body = subscription.toJSON() as PushSubscriptionBody;
  await apiRequest('POST', '/api/push/subscriptions', body);
}

async function turnOn(): Promise<PushDeviceState> {
  if (!isSupported()) return 'unsupported';
  if (!(await workerRegistration())) return 'no-worker';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  await saveSubscription(await navigator.serviceWorker.ready);
  return 'on';
}

async function turnOff(): Promise<PushDeviceState> {
  const subscription = await (await workerRegistration())?.pushManager.getSubscription();
  if (!subscription) return 'off';
  // The browser forgets it first: from then on its push service answers 410, so the server
  // drops it even if telling the server fails here.
  await subscription.unsubscribe();
  await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint }).catch(
    (error: unknown) => {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    },
  );
  return 'off';
}

/**
 * After signing in: a device that had push on gives the server its subscription again (the
 * server dropped it with the previous session). Quietly: nothing to say when it cannot.
 */
export async function resyncPushDevice(): Promise<void> {
  if ((await readPushDevice()) !== 'on') return;
  const registration = await workerRegistration();
  if (registration) await saveSubscription(registration);
}

// Browser state rather than a server resource, so its key is not a URL.
export const pushDeviceKey = ['push-device'] as const;

export function usePushDevice() {
  const queryClient = useQueryClient();
  // The app's worker may finish installing while the page is open: look again when it does.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let live = true;
    void navigator.serviceWorker.ready.then(() => {
      if (live) void queryClient.invalidateQueries({ queryKey: pushDeviceKey });
    });
    return () => {
      live = false;
    };
  }, [queryClient]);
  return useQuery({ queryKey: pushDeviceKey, queryFn: readPushDevice });
}

/** The "Push notifications on this device" switch; says so when the browser refuses. */
export function useSwitchPushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSuccess: (state) => queryClient.setQueryData(pushDeviceKey, state),
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: pushDeviceKey });
      toast({
        variant: 'destructive',
        title: "Couldn't change push notifications on this device",
        // A browser's own refusal (its push service unreachable) has no sentence for people.
        description:
          error instanceof ApiError
            ? errorMessage(error, 'Please try again.')
            : "This browser couldn't reach its push service. Please try again later.",
      });
    },
  });
}
