import { describe, expect, it } from 'vitest';
import { type AppWindow, type AppWindows, openAppAt } from './notification-click';

const APP = 'https://matchday.example';

/** The worker's windows, recording what the click did to them. */
function fakeClients(urls: string[], { focused = -1, refuseFocus = false } = {}) {
  const log: string[] = [];
  const windows = urls.map((url, index): AppWindow => {
    const window: AppWindow = {
      url,
      focused: index === focused,
      focus: async () => {
        log.push(`focus ${window.url}`);
        if (refuseFocus)
          throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
        return window;
      },
      navigate: async (to) => {
        log.push(`navigate ${window.url} -> ${to}`);
        window.url = to;
        return window;
      },
    };
    return window;
  });
  const clients: AppWindows = {
    matchAll: async () => windows,
    openWindow: async (to) => void log.push(`open ${to}`),
  };
  return { clients, log };
}

describe('openAppAt (a notification click)', () => {
  it('focuses a window already showing the link, and changes nothing else', async () => {
    const { clients, log } = fakeClients([`${APP}/venues`, `${APP}/bookings`]);
    await openAppAt(clients, `${APP}/bookings`);
    expect(log).toEqual([`focus ${APP}/bookings`]);
  });

  it('takes the window in front to the link', async () => {
    const { clients, log } = fakeClients([`${APP}/venues`, `${APP}/community`], { focused: 1 });
    await openAppAt(clients, `${APP}/messages/c1`);
    expect(log).toEqual([
      `focus ${APP}/community`,
      `navigate ${APP}/community -> ${APP}/messages/c1`,
    ]);
  });

  it('takes a window of the app there when none is in front', async () => {
    const { clients, log } = fakeClients([`${APP}/venues`]);
    await openAppAt(clients, `${APP}/bookings`);
    expect(log).toEqual([`focus ${APP}/venues`, `navigate ${APP}/venues -> ${APP}/bookings`]);
  });

  it('still opens the link in the window when the browser refuses to focus it', async () => {
    const { clients, log } = fakeClients([`${APP}/venues`], { refuseFocus: true });
    await openAppAt(clients, `${APP}/bookings`);
    expect(log).toEqual([`focus ${APP}/venues`, `navigate ${APP}/venues -> ${APP}/bookings`]);
  });

  it('opens a new window when the app has none', async () => {
    const { clients, log } = fakeClients([]);
    await openAppAt(clients, `${APP}/notifications`);
    expect(log).toEqual([`open ${APP}/notifications`]);
  });
});
