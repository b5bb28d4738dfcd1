import type { ChatMessage, ConversationDetail, ConversationSummary } from '@shared/contracts/chat';

export const ME = '00000000-0000-4000-8000-000000000001';
export const LEA = { id: 'lea', firstName: 'Lea', lastName: 'Moreau', profileImageUrl: null };
const SAM = { id: ME, firstName: 'Sam', lastName: 'Carter', profileImageUrl: null };

export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm1',
    conversationId: 'c1',
    sender: LEA,
    content: 'Hello',
    messageType: 'text',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
export const mine = (overrides: Partial<ChatMessage> = {}) =>
  message({ sender: SAM, ...overrides });

export function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 'c1',
    kind: 'direct',
    title: 'Lea Moreau',
    imageUrl: null,
    teamId: null,
    gameId: null,
    otherUser: LEA,
    lastMessage: null,
    unreadCount: 0,
    lastActivityAt: new Date().toISOString(),
    ...overrides,
  };
}

export function detail(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    ...summary(),
    otherLastReadMessageId: null,
    block: { blockedByMe: false, blockedMe: false },
    ...overrides,
  };
}
