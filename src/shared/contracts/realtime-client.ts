import { z } from 'zod';

/**
 * What a client may send on the WebSocket (see realtime.ts for what the server sends). Anything
 * else closes nothing; it is ignored. Only the server parses it, so the browser never loads zod
 * for its socket.
 */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), data: z.object({ conversationId: z.uuid() }) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
