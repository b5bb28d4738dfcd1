import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationList as List } from '@shared/contracts/chat';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import { conversationsKey } from '../api/conversations';
import { addMessageToCaches } from '../api/messages';
import { message, summary } from '../test-fixtures';
import { ConversationList } from './conversation-list';

const list: List = {
  items: [
    summary({
      id: 'c1',
      lastMessage: message({ content: 'See you at 10' }),
      unreadCount: 2,
    }),
    summary({
      id: 'c2',
      kind: 'team',
      title: 'Camden Smashers',
      otherUser: null,
      teamId: 't1',
      lastMessage: message({ id: 'm2', conversationId: 'c2', content: 'Training moved' }),
    }),
    summary({ id: 'c3', kind: 'game', title: 'Sunday 5-a-side', otherUser: null, gameId: 'g1' }),
  ],
};

describe('ConversationList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each conversation with its kind, last message and unread badge', async () => {
    stubFetch({ '/api/conversations': { body: list } });
    renderWithProviders(<ConversationList />, { user: testUser() });
    const rows = await screen.findAllByTestId('conversation-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Lea: See you at 10')).toBeVisible();
    expect(within(rows[0]!).getByLabelText('2 unread')).toHaveTextContent('2');
    expect(within(rows[1]!).getByRole('img', { name: 'Team chat' })).toBeVisible();
    expect(within(rows[1]!).queryByTestId('unread-badge')).toBeNull();
    expect(within(rows[2]!).getByRole('img', { name: 'Game chat' })).toBeVisible();
    expect(within(rows[2]!).getByText('No messages yet')).toBeVisible();
    expect(rows[1]).toHaveAttribute('href', '/messages/c2');
  });

  it('filters by name and by last message', async () => {
    stubFetch({ '/api/conversations': { body: list } });
    const { user } = renderWithProviders(<ConversationList />, { user: testUser() });
    await screen.findAllByTestId('conversation-row');
    await user.type(screen.getByLabelText('Search conversations'), 'training');
    expect(screen.getAllByTestId('conversation-row')).toHaveLength(1);
    expect(screen.getByText('Camden Smashers')).toBeVisible();
    await user.clear(screen.getByLabelText('Search conversations'));
    await user.type(screen.getByLabelText('Search conversations'), 'nobody');
    expect(screen.getByText('No conversations match your search.')).toBeVisible();
  });

  it('moves a conversation to the top with one more unread when a message arrives', async () => {
    stubFetch({ '/api/conversations': { body: list } });
    const { queryClient } = renderWithProviders(<ConversationList />, { user: testUser() });
    await screen.findAllByTestId('conversation-row');
    const incoming = message({ id: 'm9', conversationId: 'c3', content: 'Bring a ball' });
    addMessageToCaches(queryClient, incoming, { mine: false, viewing: false });
    // The same message twice (socket and another path) counts once.
    addMessageToCaches(queryClient, incoming, { mine: false, viewing: false });
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('conversation-row')[0]!).getByText('Sunday 5-a-side'),
      ).toBeVisible(),
    );
    const rows = screen.getAllByTestId('conversation-row');
    expect(within(rows[0]!).getByLabelText('1 unread')).toBeVisible();
    expect(queryClient.getQueryData<List>(conversationsKey)!.items[0]!.lastMessage?.id).toBe('m9');
  });

  it('says so when there are no conversations', async () => {
    stubFetch({ '/api/conversations': { body: { items: [] } } });
    renderWithProviders(<ConversationList />, { user: testUser() });
    expect(await screen.findByText(/No conversations yet/)).toBeVisible();
  });
});
