import { sql } from 'drizzle-orm';
import type { DomainEventOf } from '@shared/events';
import { formatMoney } from '@shared/money';
import { type Db, rowsOf } from '@server/db/client';
import { onlyOneInstance } from '@server/lib/jobs';
import { nameOf } from './lookups';
import { notify, type NotificationInput, type NotifyDeps } from './notify';

/** Holders of unpaid shares of a split booking (issue 16): told when they get one, and reminded. */

/** Where a player sees their shares and pays them. */
const MY_BOOKINGS = '/bookings';
/** How long before a split's deadline the holders of unpaid shares are reminded. */
export const SPLIT_REMINDER_BEFORE_MS = 12 * 60 * 60_000;
const BATCH = 200;

type ShareFacts = {
  bookerId: string;
  venue: string;
  when: string;
  due: string;
  amount: string;
  status: string;
  holderId: string | null;
};

/** The share's place, time, amount and deadline, as the venue's clock shows them. */
const shareFacts = (db: Db, shareId: string) =>
  rowsOf<ShareFacts>(
    db,
    sql`SELECT b.user_id AS "bookerId", v.name AS venue, bs.amount, bs.status,
               bs.user_id AS "holderId",
               to_char(b.start_time AT TIME ZONE v.time_zone, 'Dy DD Mon, HH24:MI') AS "when",
               to_char(s.deadline AT TIME ZONE v.time_zone, 'Dy DD Mon, HH24:MI') AS due
          FROM booking_shares bs
          JOIN booking_splits s ON s.booking_id = bs.booking_id
          JOIN bookings b ON b.id = bs.booking_id
          JOIN venues v ON v.id = b.venue_id
         WHERE bs.id = ${shareId}`,
  ).then((rows) => rows[0] ?? null);

export async function splitShareTaken(
  db: Db,
  { data }: DomainEventOf<'split.share_taken'>,
): Promise<NotificationInput[]> {
  const share = await shareFacts(db, data.shareId);
  // Paid or handed on since (join and pay is one step): nothing left to ask of this player.
  if (!share || share.holderId !== data.userId || share.status !== 'unpaid') return [];
  const pay = `Your share is ${formatMoney(share.amount)}, due by ${share.due}.`;
  const booker = data.invited ? await nameOf(db, share.bookerId) : null;
  return [
    {
      userId: data.userId,
      type: 'payment',
      key: `split.share_taken:${data.shareId}:${data.userId}`,
      title: booker ? 'You are invited to share a booking' : 'Pay your share',
      message: booker
        ? `${booker} invited you to ${share.venue}, ${share.when}. ${pay}`
        : `${share.venue}, ${share.when}. ${pay}`,
      link: MY_BOOKINGS,
      relatedId: data.bookingId,
      actorId: booker ? share.bookerId : null,
    },
  ];
}

type DueShare = { id: string; bookingId: string; userId: string; venue: string; due: string };

/**
 * Reminds each holder of an unpaid share once, in the 12 hours before its split's deadline (after
 * which the booker's card pays it). Runs on one instance at a time, and the reminder's key
 * (`split.reminder:<shareId>`, per holder) records it: once per share, across ticks and restarts.
 */
export async function sendSplitReminders({ db, appUrl }: NotifyDeps, now: Date) {
  let sent = 0;
  await onlyOneInstance(db, 'split reminders', async (tx) => {
    const until = new Date(now.getTime() + SPLIT_REMINDER_BEFORE_MS);
    const due = await rowsOf<DueShare>(
      tx,
      sql`SELECT bs.id, bs.booking_id AS "bookingId", bs.user_id AS "userId", v.name AS venue,
                 to_char(s.deadline AT TIME ZONE v.time_zone, 'Dy DD Mon, HH24:MI') AS due
            FROM booking_shares bs
            JOIN booking_splits s ON s.booking_id = bs.booking_id
            JOIN bookings b ON b.id = bs.booking_id
            JOIN venues v ON v.id = b.venue_id
           WHERE s.status = 'collecting' AND bs.status = 'unpaid' AND bs.user_id IS NOT NULL
             AND s.deadline > ${now} AND s.deadline <= ${until}
             AND NOT EXISTS (SELECT 1 FROM notifications n
                              WHERE n.user_id = bs.user_id
                                AND n.idempotency_key = 'split.reminder:' || bs.id)
             AND NOT EXISTS (SELECT 1 FROM mail_outbox m
                              WHERE m.idempotency_key = bs.user_id || ':split.reminder:' || bs.id)
           ORDER BY s.deadline
           LIMIT ${BATCH}`,
    );
    for (const share of due) {
      await notify(
        { db: tx, appUrl },
        {
          userId: share.userId,
          type: 'payment',
          key: `split.reminder:${share.id}`,
          title: 'Your share is still unpaid',
          message: `${share.venue}: pay your share by ${share.due}, or it falls to the booker.`,
          link: MY_BOOKINGS,
          relatedId: share.bookingId,
        },
      );
      sent += 1;
    }
  });
  return sent;
}
