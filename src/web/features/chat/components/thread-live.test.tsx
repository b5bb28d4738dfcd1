import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@shared/contracts/realtime';
import { RealtimeProvider } from '@web/lib/realtime';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import { useChatLive } from '../api/chat-live';
import { useConversation } from '../api/conversations';
import { detail, message, mine } from '../test-fixtures';
import { Thread } from './thread';

/** The tab's socket, as the realtime client sees it; the test plays the server. */
class FakeSocket {
  static readonly OPEN = 1;
  static last: FakeSocket | undefined;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {}
}

const push = (message: ServerMessage) =>
  act(() => FakeSocket.last!.onmessage?.({ data: JSON.stringify(message) }));

/** As the messages page has it: the thread of the cached conversation, with live updates. */
function LiveThread() {
  useChatLive();
  const { data } = useConversation('c1');
  return data ? <Thread conversation={data} /> : null;
}

const history = [mine({ id: 'm2', content: 'On my way' }), message({ id: 'm1', content: 'Hi' })];

function renderLive() {
  return renderWithProviders(
    <RealtimeProvider userId={testUser().id} onSessionEnded={() => {}}>
      <LiveThread />
    </RealtimeProvider>,
    { user: testUser(), route: '/messages/c1' },
  );
}

describe('Thread, live', () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeSocket);
    stubFetch({
      '/api/conversations/c1': { body: detail() },
      '/api/conversations/c1/messages': { body: { items: history, nextBefore: null } },
      'POST /api/conversations/c1/read': {
        body: { conversationId: 'c1', messageId: 'm3', unreadCount: 0 },
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows typing, a new message and "Seen" as the server pushes them', async () => {
    renderLive();
    await screen.findByText('On my way');
    await waitFor(() => expect(FakeSocket.last?.readyState).toBe(1));

    push({
      type: 'conversation.typing',
      data: { conversationId: 'c1', userId: 'lea', name: 'Lea' },
    });
    expect(await screen.findByText('Lea is typing…')).toBeVisible();

    push({
      type: 'message.created',
      data: { conversationId: 'c1', message: message({ id: 'm3', content: 'Almost there' }) },
    });
    expect(await screen.findByText('Almost there')).toBeVisible();
    // Her message ends her typing.
    expect(screen.queryByText('Lea is typing…')).toBeNull();

    expect(screen.queryByTestId('seen')).toBeNull();
    push({
      type: 'conversation.read',
      data: { conversationId: 'c1', userId: 'lea', messageId: 'm2' },
    });
    expect(await screen.findByTestId('seen')).toBeVisible();
  });

  it('ignores pushes about other conversations', async () => {
    renderLive();
    await screen.findByText('On my way');
    await waitFor(() => expect(FakeSocket.last?.readyState).toBe(1));
    push({
      type: 'message.created',
      data: {
        conversationId: 'c2',
        message: message({ id: 'x', conversationId: 'c2', content: 'Elsewhere' }),
      },
    });
    push({
      type: 'conversation.typing',
      data: { conversationId: 'c2', userId: 'lea', name: 'Lea' },
    });
    expect(screen.queryByText('Elsewhere')).toBeNull();
    expect(screen.queryByText('Lea is typing…')).toBeNull();
  });

  it('tells the others when I type, at most every few seconds', async () => {
    const { user } = renderLive();
    await screen.findByText('On my way');
    await waitFor(() => expect(FakeSocket.last?.readyState).toBe(1));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Coming');
    const typing = FakeSocket.last!.sent.map((text) => JSON.parse(text) as unknown);
    expect(typing).toEqual([{ type: 'typing', data: { conversationId: 'c1' } }]);
  });
});
