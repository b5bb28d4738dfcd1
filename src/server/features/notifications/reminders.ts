import { sql } from 'drizzle-orm';
import { rowsOf } from '@server/db/client';
import { onlyOneInstance } from '@server/lib/jobs';
import { notify, type NotifyDeps } from './notify';

/** How long before a confirmed booking its player is reminded. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60_000;
const BATCH = 200;

type Due = { id: string; userId: string; venue: string; when: string };

/**
 * Reminds players of confirmed bookings starting within the next 24 hours (by the app's clock).
 * Bookings made less than a day ahead are left out: their players have just booked. Runs on one
 * instance at a time (an advisory lock), and each reminder's idempotency key
 * (`booking.reminder:<bookingId>`) makes it once ever, across ticks and restarts.
 */
export async function sendBookingReminders({ db, appUrl }: NotifyDeps, now: Date) {
  let sent = 0;
  await onlyOneInstance(db, 'booking reminders', async (tx) => {
    const until = new Date(now.getTime() + REMINDER_BEFORE_MS);
    const due = await rowsOf<Due>(
      tx,
      sql`SELECT b.id, b.user_id AS "userId", v.name AS venue,
                 to_char(b.start_time AT TIME ZONE v.time_zone, 'Dy DD Mon, HH24:MI') AS "when"
            FROM bookings b JOIN venues v ON v.id = b.venue_id
           WHERE b.status = 'confirmed'
             AND b.start_time > ${now} AND b.start_time <= ${until}
             AND b.created_at <= b.start_time - make_interval(secs => ${REMINDER_BEFORE_MS / 1000})
             AND NOT EXISTS (SELECT 1 FROM notifications n
                              WHERE n.user_id = b.user_id
                                AND n.idempotency_key = 'booking.reminder:' || b.id)
             AND NOT EXISTS (SELECT 1 FROM mail_outbox m
                              WHERE m.idempotency_key = b.user_id || ':booking.reminder:' || b.id)
           ORDER BY b.start_time
           LIMIT ${BATCH}`,
    );
    for (const booking of due) {
      await notify(
        { db: tx, appUrl },
        {
          userId: booking.userId,
          type: 'booking',
          key: `booking.reminder:${booking.id}`,
          title: 'Your booking is tomorrow',
          message: `Reminder: ${booking.venue}, ${booking.when}.`,
          link: '/bookings',
          relatedId: booking.id,
        },
      );
      sent += 1;
    }
  });
  return sent;
}
