import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '@shared/contracts/notifications';
import { RealtimeProvider } from '@web/lib/realtime';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, stubFetch } from '@web/test/stub-fetch';
import { badgeText, NotificationBell } from './notification-bell';

const item = (overrides: Partial<NotificationItem>): NotificationItem => ({
  id: crypto.randomUUID(),
  type: 'social',
  title: 'New like',
  message: 'Alex liked your post “Great game”',
  link: '/community/posts/p1',
  isRead: false,
  createdAt: new Date().toISOString(),
  ...overrides,
});

const like = item({ id: 'n1' });
const booking = item({
  id: 'n2',
  type: 'booking',
  title: 'Booking confirmed',
  message: 'Centre Court, Tue 10:00',
  link: '/bookings',
  isRead: true,
});

/** The API as the bell sees it; reading all sets the server's count to 0. */
function stubApi(unread = 1) {
  let count = unread;
  return stubFetch({
    'GET /api/notifications/unread-count': () => ({ body: { count } }),
    'GET /api/notifications': { body: { items: [like, booking], nextCursor: null } },
    'POST /api/notifications/n1/read': { body: { ...like, isRead: true } },
    'POST /api/notifications/read-all': () => {
      const updated = count;
      count = 0;
      return { body: { updated } };
    },
  });
}

/** A WebSocket the test drives: the app's realtime client opens it, the test pushes messages. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static last: FakeSocket | undefined;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(() => vi.unstubAllGlobals());

const sam = testUser();

describe('NotificationBell', () => {
  it('shows the unread count, in the badge and in its name', async () => {
    stubApi(3);
    renderWithProviders(<NotificationBell />, { user: sam });
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
    expect(badgeText(12)).toBe('9+');
  });

  it('has no badge when all is read', async () => {
    stubApi(0);
    renderWithProviders(<NotificationBell />, { user: sam });
    await waitFor(() =>
      expect(callsTo(vi.mocked(fetch), 'GET', '/api/notifications/unread-count')).toHaveLength(1),
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('lists the latest; opening one marks it read and goes where it leads', async () => {
    const fetchMock = stubApi(1);
    const { user, location } = renderWithProviders(<NotificationBell />, { user: sam });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Booking confirmed')).toBeInTheDocument();
    await user.click(within(menu).getByText('New like'));
    await waitFor(() => expect(location()).toBe('/community/posts/p1'));
    expect(callsTo(fetchMock, 'POST', '/api/notifications/n1/read')).toHaveLength(1);
  });

  it('marks all as read', async () => {
    const fetchMock = stubApi(1);
    const { user } = renderWithProviders(<NotificationBell />, { user: sam });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/notifications/read-all')).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument());
  });

  it('rings live: a pushed notification bumps the count and tops the list', async () => {
    stubApi(1);
    const { user } = renderWithProviders(
      <RealtimeProvider userId={sam.id} onSessionEnded={() => {}}>
        <NotificationBell />
      </RealtimeProvider>,
      { user: sam },
    );
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByRole('menu');
    await waitFor(() => expect(FakeSocket.last?.onmessage).toBeTruthy());
    const comment = item({ id: 'n3', title: 'New comment', link: '/community/posts/p2' });
    FakeSocket.last!.receive({ type: 'notification.created', data: comment });
    // The open menu hides the rest of the page from the accessibility tree: read the badge.
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('2'));
    const titles = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((entry) => entry.textContent);
    expect(titles.findIndex((text) => text?.includes('New comment'))).toBeLessThan(
      titles.findIndex((text) => text?.includes('New like')),
    );
    // The same notification twice (a resync) counts once.
    FakeSocket.last!.receive({ type: 'notification.created', data: comment });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
  });
});
