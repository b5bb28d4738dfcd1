import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ChatMessage,
  ConversationList,
  MessagePage,
  ReadResult,
  SendMessageBody,
} from '@shared/contracts/chat';
import { apiRequest, getJson } from '@web/lib/api-client';
import { conversationsKey, updateListItem } from './conversations';

export const messagesKey = (conversationId: string) =>
  ['/api/conversations', conversationId, 'messages'] as const;

type Pages = InfiniteData<MessagePage, string | null>;

/** The thread, newest page first; each next page is older (keyset on the oldest id shown). */
export function useMessages(conversationId: string) {
  return useInfiniteQuery({
    queryKey: messagesKey(conversationId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getJson<MessagePage>(
        `/api/conversations/${conversationId}/messages${pageParam ? `?before=${pageParam}` : ''}`,
        signal,
      ),
    getNextPageParam: (page) => page.nextBefore,
  });
}

/**
 * Puts a message into the caches: the thread (once, whether the socket or the send's answer
 * brings it first) and the list (last message, order, and my unread count when it is not mine).
 */
export function addMessageToCaches(
  queryClient: QueryClient,
  message: ChatMessage,
  { mine, viewing }: { mine: boolean; viewing: boolean },
) {
  let isNew = true;
  queryClient.setQueryData<Pages>(messagesKey(message.conversationId), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) {
      isNew = false;
      return data;
    }
    const [first, ...rest] = data.pages;
    return {
      ...data,
      pages: [{ ...first!, items: [message, ...first!.items] }, ...rest],
    };
  });
  const list = queryClient.getQueryData<ConversationList>(conversationsKey);
  if (!list) return;
  const item = list.items.find((entry) => entry.id === message.conversationId);
  // A conversation the list does not have yet (a new direct one): read the list again.
  if (!item) return void queryClient.invalidateQueries({ queryKey: conversationsKey });
  const known = item.lastMessage?.id === message.id;
  const updated = {
    ...item,
    lastMessage: message,
    lastActivityAt: message.createdAt,
    unreadCount: mine || viewing ? item.unreadCount : item.unreadCount + (isNew && !known ? 1 : 0),
  };
  queryClient.setQueryData<ConversationList>(conversationsKey, {
    items: [updated, ...list.items.filter((entry) => entry.id !== item.id)],
  });
}

export function sendMessage(conversationId: string, body: SendMessageBody) {
  return apiRequest('POST', `/api/conversations/${conversationId}/messages`, body).then(
    (response) => response.json() as Promise<ChatMessage>,
  );
}

/** Marks the thread read up to a message; my unread count comes back with the answer. */
export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: string) =>
      (await (
        await apiRequest('POST', `/api/conversations/${conversationId}/read`, { messageId })
      ).json()) as ReadResult,
    onSuccess: (result) =>
      updateListItem(queryClient, conversationId, (item) => ({
        ...item,
        unreadCount: result.unreadCount,
      })),
  });
}
