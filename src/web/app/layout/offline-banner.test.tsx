import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deviceOutbox } from '@web/lib/device-outbox';
import { renderWithProviders, testUser } from '@web/test/render';
import { OfflineBanner } from './offline-banner';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const item = (userId: string, kind: 'post' | 'message') => ({
  userId,
  kind,
  url: kind === 'post' ? '/api/posts' : '/api/conversations/c1/messages',
  body: {},
  preview: 'hi',
  refresh: [],
});

describe('OfflineBanner', () => {
  afterEach(() => {
    setOnline(true);
    for (const waiting of deviceOutbox.list(testUser().id)) deviceOutbox.remove(waiting.id);
  });

  it('shows only while offline, with what waits to be sent', () => {
    const me = testUser();
    renderWithProviders(<OfflineBanner />, { user: me });
    expect(screen.queryByRole('status')).toBeNull();

    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent("You're offline.");
    expect(screen.getByRole('status')).not.toHaveTextContent('waiting');

    act(() => {
      deviceOutbox.add(item(me.id, 'post'));
      deviceOutbox.add(item(me.id, 'message'));
      deviceOutbox.add(item(me.id, 'message'));
      // Someone else's on this device is not counted.
      deviceOutbox.add(item('someone-else', 'post'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 post and 2 messages waiting to be sent.',
    );

    act(() => setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
