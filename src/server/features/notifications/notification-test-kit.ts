import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DomainEvent, DomainEventType } from '@shared/events';
import { rowsOf } from '@server/db/client';
import { emit } from '@server/lib/events';
import { eventually } from '@server/test/eventually';
import type { TestContext } from '@server/test/test-app';

/** Shared by the notifications test files: emit events and wait until they have been handled. */

export type StoredNotification = {
  id: string;
  type: string;
  title: string;
  message: string;
  link: string | null;
  actorId: string | null;
  key: string;
  isRead: boolean;
};

/** The events notifications subscribe to once (`on`): claimed when handled. */
const NOTIFYING: DomainEventType[] = [
  'booking.confirmed',
  'booking.cancelled',
  'booking.refunded',
  'payment.failed',
  'split.share_taken',
  'game.joined',
  'game.left',
  'game.cancelled',
  'game.promoted',
  'game.requested',
  'game.request_decided',
  'team.requested',
  'team.request_decided',
  'esports.invited',
  'esports.tournament_started',
  'esports.round_paired',
  'esports.match_ready',
  'esports.match_disputed',
  'player.followed',
  'post.liked',
  'comment.created',
];

export function kit(ctx: () => TestContext) {
  const db = () => ctx().database.db;

  /** Every event written so far has been claimed and its subscribers have finished. */
  const handled = async () => {
    await eventually(async () => {
      const [row] = await rowsOf<{ waiting: number }>(
        db(),
        sql`SELECT count(*)::int AS waiting FROM domain_events
             WHERE claimed_at IS NULL AND type IN (${sql.join(
               NOTIFYING.map((type) => sql`${type}`),
               sql`, `,
             )})`,
      );
      expect(row?.waiting).toBe(0);
    });
    await ctx().app.matchday.events.settled();
  };

  return {
    handled,
    /** Emits the events (each as its own change) and waits until all are handled. */
    emitAll: async (...events: DomainEvent[]) => {
      for (const event of events) await emit(db(), event);
      await handled();
    },
    notificationsOf: (userId: string) =>
      rowsOf<StoredNotification>(
        db(),
        sql`SELECT id, type, title, message, link, actor_id AS "actorId",
                   idempotency_key AS key, is_read AS "isRead"
              FROM notifications WHERE user_id = ${userId} ORDER BY created_at, id`,
      ),
    mailsTo: (email: string) =>
      rowsOf<{ subject: string; text: string; sentAt: Date | null }>(
        db(),
        sql`SELECT subject, text, sent_at AS "sentAt" FROM mail_outbox WHERE "to" = ${email}`,
      ),
  };
}
