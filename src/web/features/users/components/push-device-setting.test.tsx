import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { PushDeviceSetting } from './push-device-setting';

const PUBLIC_KEY = 'BAAB'; // three bytes: 4, 0, 1
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const sam = testUser();

/** A browser with push: permission as given, the app's worker installed or not. */
type BrowserOptions = {
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  worker?: boolean;
  subscribed?: boolean;
};

function fakeBrowser({
  permission = 'default',
  answer = 'granted',
  worker = true,
  subscribed = false,
}: BrowserOptions = {}) {
  const state = { permission, subscribed };
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: new Uint8Array([4, 0, 1]).buffer },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => {
      state.subscribed = false;
      return true;
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => (state.subscribed ? subscription : null)),
    subscribe: vi.fn(async () => {
      state.subscribed = true;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => {
    state.permission = answer;
    return answer;
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, {
      get permission() {
        return state.permission;
      },
      requestPermission,
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => (worker ? registration : undefined),
      // Like the browser's: never settles while no worker is installed.
      ready: worker ? Promise.resolve(registration) : new Promise(() => {}),
    },
  });
  return { pushManager, subscription, requestPermission };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const theSwitch = () => screen.findByRole('switch', { name: 'Push notifications on this device' });

describe('PushDeviceSetting', () => {
  it('asks permission, subscribes with the server key and saves the subscription', async () => {
    const browser = fakeBrowser();
    const fetchMock = stubFetch({
      'GET /api/push/public-key': { body: { publicKey: PUBLIC_KEY } },
      'POST /api/push/subscriptions': { status: 201, body: { id: 'x', createdAt: 'now' } },
    });
    const { user } = renderWithProviders(<PushDeviceSetting />, { user: sam });
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    await user.click(toggle);

    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      PushSubscriptionOptionsInit,
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([4, 0, 1]);
    const [saved] = callsTo(fetchMock, 'POST', '/api/push/subscriptions');
    expect(sentJson(saved![1])).toMatchObject({ endpoint: ENDPOINT, keys: { p256dh: 'p' } });
    expect(screen.getByText(/arrive on this device/)).toBeInTheDocument();
  });

  it('turns off: the browser unsubscribes and the server forgets the device', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const fetchMock = stubFetch({ 'DELETE /api/push/subscriptions': { status: 204 } });
    const { user } = renderWithProviders(<PushDeviceSetting />, { user: sam });
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle).toBeChecked());

    await user.click(toggle);

    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
    const [removed] = callsTo(fetchMock, 'DELETE', '/api/push/subscriptions');
    expect(sentJson(removed![1])).toEqual({ endpoint: ENDPOINT });
  });

  it('says how to unblock when the user refuses permission', async () => {
    const browser = fakeBrowser({ answer: 'denied' });
    stubFetch({});
    const { user } = renderWithProviders(<PushDeviceSetting />, { user: sam });
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText(/Notifications are blocked for Matchday/)).toBeInTheDocument();
    expect(toggle).toBeDisabled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('explains when the app has no service worker here yet', async () => {
    fakeBrowser({ worker: false });
    stubFetch({});
    renderWithProviders(<PushDeviceSetting />, { user: sam });
    expect(await screen.findByText(/isn't installed in this browser yet/)).toBeInTheDocument();
    expect(await theSwitch()).toBeDisabled();
  });

  it('explains when the browser has no push at all', async () => {
    stubFetch({});
    renderWithProviders(<PushDeviceSetting />, { user: sam });
    expect(await screen.findByText("This browser can't receive push notifications.")).toBeVisible();
    expect(await theSwitch()).toBeDisabled();
  });
});
