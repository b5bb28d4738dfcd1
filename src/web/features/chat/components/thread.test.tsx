import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@shared/contracts/chat';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, deferred, sentJson, stubFetch } from '@web/test/stub-fetch';
import { detail, message, mine } from '../test-fixtures';
import { Thread } from './thread';

const day = (daysAgo: number, hour: number) => {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};

const page = (items: ChatMessage[], nextBefore: string | null = null) => ({
  body: { items, nextBefore },
});

const history = [
  message({ id: 'm3', content: 'Check https://example.com/court now', createdAt: day(0, 9) }),
  mine({ id: 'm2', content: 'Sure!', createdAt: day(1, 18) }),
  message({ id: 'm1', content: '<b>not bold</b>', createdAt: day(1, 17) }),
];

const renderThread = (conversation = detail()) =>
  renderWithProviders(<Thread conversation={conversation} />, { user: testUser() });

describe('Thread', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows history oldest first, with day separators, mine on the right, links, no HTML', async () => {
    stubFetch({
      '/api/conversations/c1/messages': page(history),
      'POST /api/conversations/c1/read': {
        body: { conversationId: 'c1', messageId: 'm3', unreadCount: 0 },
      },
    });
    renderThread();
    const messages = await screen.findAllByTestId('message');
    expect(messages.map((m) => m.textContent)).toEqual([
      expect.stringContaining('<b>not bold</b>'),
      expect.stringContaining('Sure!'),
      expect.stringContaining('Check https://example.com/court now'),
    ]);
    expect(messages[1]).toHaveAttribute('data-mine', 'true');
    expect(messages[0]).toHaveAttribute('data-mine', 'false');
    expect(screen.queryByText('not bold', { selector: 'b' })).toBeNull();
    expect(
      within(messages[2]!).getByRole('link', { name: 'https://example.com/court' }),
    ).toHaveAttribute('href', 'https://example.com/court');
    const separators = screen.getAllByTestId('day-separator').map((s) => s.textContent);
    expect(separators).toEqual(['Yesterday', 'Today']);
  });

  it('marks the newest message of someone else read', async () => {
    const fetchMock = stubFetch({
      '/api/conversations/c1/messages': page(history),
      'POST /api/conversations/c1/read': {
        body: { conversationId: 'c1', messageId: 'm3', unreadCount: 0 },
      },
    });
    renderThread();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/conversations/c1/read')).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, 'POST', '/api/conversations/c1/read')[0]!;
    expect(sentJson(init)).toEqual({ messageId: 'm3' });
  });

  it('Enter sends, Shift+Enter adds a line; "Sending…" until the server answers', async () => {
    const gate = deferred();
    const fetchMock = stubFetch({
      '/api/conversations/c1/messages': page([]),
      'POST /api/conversations/c1/messages': (sent) => ({
        status: 201,
        gate: gate.promise,
        body: mine({ id: 'new', content: (sent as { content: string }).content }),
      }),
    });
    const { user } = renderThread();
    await screen.findByText('No messages yet. Say hello!');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('Line one\nline two');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('');
    expect(await screen.findByText('Sending…')).toBeVisible();
    const [, init] = callsTo(fetchMock, 'POST', '/api/conversations/c1/messages')[0]!;
    expect(sentJson(init)).toEqual({ content: 'Line one\nline two', messageType: 'text' });
    gate.release();
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(screen.getAllByTestId('message')).toHaveLength(1);
  });

  it('keeps a failed message with Retry, which sends it again', async () => {
    let attempts = 0;
    stubFetch({
      '/api/conversations/c1/messages': page([]),
      'POST /api/conversations/c1/messages': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 503, body: { message: 'Service unavailable', code: 'unavailable' } }
          : { status: 201, body: mine({ id: 'ok', content: 'Are you in?' }) };
      },
    });
    const { user } = renderThread();
    await screen.findByText('No messages yet. Say hello!');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Are you in?{Enter}');
    expect(await screen.findByText('Not sent')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).toBeNull());
    expect(attempts).toBe(2);
    expect(screen.getByText('Are you in?')).toBeVisible();
  });

  it('says "Seen" under my last message once the other person read it', async () => {
    stubFetch({
      '/api/conversations/c1/messages': page([mine({ id: 'm5', content: 'Ok?' }), ...history]),
    });
    renderThread(detail({ otherLastReadMessageId: 'm5' }));
    expect(await screen.findByTestId('seen')).toHaveTextContent('Seen');
  });

  it('has no "Seen" while the other person has not read my last message', async () => {
    stubFetch({
      '/api/conversations/c1/messages': page([mine({ id: 'm5', content: 'Ok?' }), ...history]),
    });
    renderThread(detail({ otherLastReadMessageId: 'm3' }));
    await screen.findByText('Ok?');
    expect(screen.queryByTestId('seen')).toBeNull();
  });

  it('replaces the composer with a plain message when blocked', async () => {
    stubFetch({ '/api/conversations/c1/messages': page(history) });
    renderThread(detail({ block: { blockedByMe: false, blockedMe: true } }));
    expect(
      await screen.findByText('This person is not accepting messages from you.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('loads older messages on request', async () => {
    stubFetch({
      '/api/conversations/c1/messages': page(history, 'm1'),
      '/api/conversations/c1/messages?before=m1': page([
        message({ id: 'm0', content: 'The very first', createdAt: day(3, 10) }),
      ]),
    });
    const { user } = renderThread();
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('The very first')).toBeVisible();
    expect(screen.getAllByTestId('message')[0]).toHaveTextContent('The very first');
  });
});
