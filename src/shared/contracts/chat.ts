import { z } from 'zod';
import { CONVERSATION_KINDS } from '@shared/enums';
import { clientKeyField, personSummary } from './common';
import { UPLOAD_URL_PATTERN } from './uploads';

/**
 * Chat (issue 11). Conversations are direct (two people), team (the team's members) or game (the
 * game's accepted players). Anyone who is not a member gets 404 for every call about one.
 *
 * - GET    /api/conversations                      mine, latest activity first
 * - POST   /api/conversations/direct {userId}      find or create (400 yourself, 404, 403 blocked)
 * - POST   /api/conversations/team {teamId}        the team's chat (members only)
 * - POST   /api/conversations/game {gameId}        the game's chat (accepted players only)
 * - GET    /api/conversations/{id}                 one conversation (title, read state, block)
 * - GET    /api/conversations/{id}/messages?before=<messageId>   newest first, 50 a page
 * - POST   /api/conversations/{id}/messages {content, messageType}
 * - POST   /api/conversations/{id}/read {messageId}
 * - GET    /api/users/{id}/block                   whether either of us blocked the other
 * - POST   /api/users/{id}/block, DELETE /api/users/{id}/block   block / unblock someone
 */

export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGES_PAGE_SIZE = 50;
/** Messages one person may send per window, across all conversations (then 429). */
export const CHAT_SEND_LIMIT = { max: 30, windowMs: 60_000 };
export const MESSAGE_EMPTY = 'Message cannot be empty';
export const MESSAGE_TOO_LONG = `Messages can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`;
export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const CANNOT_MESSAGE_YOURSELF = 'You cannot send a message to yourself';
export const YOU_BLOCKED_THEM = 'You blocked this person. Unblock them to send messages.';
export const THEY_BLOCKED_YOU = 'This person is not accepting messages from you.';
export const IMAGE_NOT_YOURS = 'Images in messages must be ones you uploaded';

export const chatMessageTypes = ['text', 'image'] as const;

export const chatMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  sender: personSummary,
  /** Text, or the /api/uploads URL of an image. Always shown as text, never as HTML. */
  content: z.string(),
  messageType: z.enum(chatMessageTypes),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversationSummary = z.object({
  id: z.string(),
  kind: z.enum(CONVERSATION_KINDS),
  /** The team's name, the game's title, or the other person's name. */
  title: z.string(),
  imageUrl: z.string().nullable(),
  teamId: z.string().nullable(),
  gameId: z.string().nullable(),
  /** The other person of a direct conversation. */
  otherUser: personSummary.nullable(),
  lastMessage: chatMessage.nullable(),
  unreadCount: z.number(),
  /** The last message's time, or when the conversation began. */
  lastActivityAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationList = z.object({ items: z.array(conversationSummary) });
export type ConversationList = z.infer<typeof conversationList>;

export const blockState = z.object({ blockedByMe: z.boolean(), blockedMe: z.boolean() });
export type BlockState = z.infer<typeof blockState>;

export const conversationDetail = conversationSummary.extend({
  /** Direct only: the newest of my messages the other person has read ("Seen"). */
  otherLastReadMessageId: z.string().nullable(),
  /** Direct only (both false otherwise). */
  block: blockState,
});
export type ConversationDetail = z.infer<typeof conversationDetail>;

export const conversationRef = z.object({ id: z.string() });
export type ConversationRef = z.infer<typeof conversationRef>;

export const directConversationBody = z.object({
  userId: z.uuid({ error: 'User not found' }),
});
export const teamConversationBody = z.object({ teamId: z.uuid({ error: 'Team not found' }) });
export const gameConversationBody = z.object({ gameId: z.uuid({ error: 'Game not found' }) });

export const messagesQuery = z.object({
  /** The id of the oldest message already shown: the page holds the 50 before it. */
  before: z.uuid({ error: 'Invalid cursor' }).optional(),
});

export const messagePage = z.object({
  items: z.array(chatMessage),
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextBefore: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePage>;

export const sendMessageBody = z
  .object({
    content: z
      .string({ error: MESSAGE_EMPTY })
      .trim()
      .min(1, MESSAGE_EMPTY)
      .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG),
    messageType: z
      .enum(chatMessageTypes, { error: 'Message type must be text or image' })
      .default('text'),
    clientKey: clientKeyField,
  })
  .refine((body) => body.messageType !== 'image' || UPLOAD_URL_PATTERN.test(body.content), {
    message: IMAGE_NOT_YOURS,
    path: ['content'],
  });
export type SendMessageBody = z.input<typeof sendMessageBody>;

export const readBody = z.object({ messageId: z.uuid({ error: 'Message not found' }) });

export const readResult = z.object({
  conversationId: z.string(),
  messageId: z.string(),
  unreadCount: z.number(),
});
export type ReadResult = z.infer<typeof readResult>;
