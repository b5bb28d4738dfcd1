/**
 * What a notification's click does (ADR 019): bring the app to the notification's link. The
 * worker's `clients` are passed in, typed by what is used, so this is tested without a browser.
 */
export type AppWindow = {
  url: string;
  focused: boolean;
  focus(): Promise<AppWindow>;
  navigate(url: string): Promise<AppWindow | null>;
};

export type AppWindows = {
  matchAll(options: { type: 'window' }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
};

/**
 * Focuses a window already showing `href`; else takes a window of the app there (the one in
 * front if any: the person is looking at it); else opens a new one.
 */
export async function openAppAt(clients: AppWindows, href: string): Promise<void> {
  const windows = await clients.matchAll({ type: 'window' });
  const showing = windows.find((window) => window.url === href);
  if (showing) {
    await focus(showing);
    return;
  }
  const other = windows.find((window) => window.focused) ?? windows[0];
  if (other) {
    await (await focus(other)).navigate(href);
    return;
  }
  await clients.openWindow(href);
}

// The browser may refuse to focus (it allows it only briefly after the click); the link should
// still open in the window, even if it stays behind.
const focus = (window: AppWindow) => window.focus().catch(() => window);
