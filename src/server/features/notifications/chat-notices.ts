import type { DomainEventOf } from '@shared/events';
import type { Db } from '@server/db/client';
import { nameOf } from './lookups';
import type { NotificationInput } from './notify';

/** Who is in a conversation; chat's own query, passed in so that this area does not read its tables. */
export type MembersOf = (conversationId: string) => Promise<string[]>;

/**
 * A chat message becomes a notification only for members with no socket open anywhere: those
 * connected see it arrive in the chat itself.
 */
export async function chatMessageNotices(
  db: Db,
  { data }: DomainEventOf<'message.created'>,
  membersOf: MembersOf,
  isOnline: (userId: string) => Promise<boolean>,
): Promise<NotificationInput[]> {
  const members = (await membersOf(data.conversationId)).filter((id) => id !== data.senderId);
  const offline: string[] = [];
  for (const userId of members) if (!(await isOnline(userId))) offline.push(userId);
  if (offline.length === 0) return [];
  const sender = await nameOf(db, data.senderId);
  return offline.map((userId) => ({
    userId,
    type: 'social' as const,
    key: `message.created:${data.messageId}`,
    title: `New message from ${sender}`,
    message: `${sender} sent you a message.`,
    link: `/messages/${data.conversationId}`,
    relatedId: data.conversationId,
    actorId: data.senderId,
  }));
}
