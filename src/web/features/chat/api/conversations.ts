import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type {
  ConversationDetail,
  ConversationList,
  ConversationRef,
  ConversationSummary,
} from '@shared/contracts/chat';
import { useAuth } from '@web/features/auth/api/current-user';
import { apiRequest, errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';

export const conversationsKey = ['/api/conversations'] as const;
export const conversationKey = (id: string) => ['/api/conversations', id] as const;

/** My conversations, latest activity first (kept current by useChatLive). */
export function useConversations() {
  const { user } = useAuth();
  return useQuery<ConversationList>({ queryKey: conversationsKey, enabled: Boolean(user) });
}

/** The unread messages across all my conversations, for the Messages icon. */
export function useUnreadTotal(): number {
  const { data } = useConversations();
  return data?.items.reduce((sum, item) => sum + item.unreadCount, 0) ?? 0;
}

export const useConversation = (id: string) =>
  useQuery<ConversationDetail>({ queryKey: conversationKey(id) });

/** Changes one conversation of the cached list (nothing when the list is not loaded). */
export function updateListItem(
  queryClient: QueryClient,
  id: string,
  change: (item: ConversationSummary) => ConversationSummary,
) {
  queryClient.setQueryData<ConversationList>(conversationsKey, (list) =>
    list ? { items: list.items.map((item) => (item.id === id ? change(item) : item)) } : list,
  );
}

export type ConversationTarget =
  | { kind: 'direct'; userId: string }
  | { kind: 'team'; teamId: string }
  | { kind: 'game'; gameId: string };

/**
 * What a "Message" button does (player profile, team page, game page): finds or starts the
 * conversation and opens it. A refusal (blocked, not a member) is said in a toast.
 */
export function useOpenConversation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (target: ConversationTarget) => {
      const { kind, ...body } = target;
      const response = await apiRequest('POST', `/api/conversations/${kind}`, body);
      return (await response.json()) as ConversationRef;
    },
    onSuccess: (conversation) => void navigate(`/messages/${conversation.id}`),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Couldn't open the conversation",
        description: errorMessage(error, 'Please try again.'),
      }),
  });
}
