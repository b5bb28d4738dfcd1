import type { ChatMessage } from './chat';
import type { NotificationItem } from './notifications';
import type { ClientMessage } from './realtime-client';

export type { ClientMessage };

/**
 * What travels on the WebSocket at GET /api/ws, as JSON `{ type, data }`. Documented for
 * people in docs/realtime.md. Server events are plain types (the server writes them); what a
 * client sends is parsed with the schema in realtime-client.ts. This file stays free of zod:
 * every page loads it (the socket's close codes), and zod is a quarter of a first load.
 */

type ServerEvent<T extends string, D> = { type: T; data: D };

export type ServerMessage =
  /** A message in one of my conversations (mine too, so my other tabs see it). */
  | ServerEvent<'message.created', { conversationId: string; message: ChatMessage }>
  /** Someone in a conversation I am in read up to a message. */
  | ServerEvent<'conversation.read', { conversationId: string; userId: string; messageId: string }>
  /** Someone is typing in one of my conversations (sent at most every few seconds). */
  | ServerEvent<'conversation.typing', { conversationId: string; userId: string; name: string }>
  /** A new notification of mine, as GET /api/notifications lists it. */
  | ServerEvent<'notification.created', NotificationItem>
  /** A venue's free slots on a date (the venue's own calendar date) may have changed. */
  | ServerEvent<'slots.changed', { venueId: string; date: string }>
  /** A league's results changed (its fixtures and table): pages showing it refetch. */
  | ServerEvent<'league.changed', { leagueId: string }>
  | ServerEvent<'post.created', { postId: string; authorId: string }>
  | ServerEvent<'post.counts', { postId: string; likesCount: number; commentsCount: number }>
  /**
   * Sent once, first, when the server has taken the socket: every event from then on reaches it
   * (the browser's "open" can come a moment before the server has registered the socket).
   */
  | ServerEvent<'ready', Record<string, never>>
  /** Events may have been missed (the server lost its database feed a moment): refetch. */
  | ServerEvent<'resync', Record<string, never>>;

export type ServerMessageType = ServerMessage['type'];
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;

/** Close codes the client acts on (4000–4999 are the application's own). */
export const WS_CLOSE = {
  /** The session ended (logout or expiry): do not reconnect until signed in again. */
  sessionEnded: 4401,
} as const;
