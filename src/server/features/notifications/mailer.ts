import nodemailer, { type Transporter } from 'nodemailer';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '@server/db/client';
import { onlyOneInstance } from '@server/lib/jobs';

/** A mail that failed this often is left in the outbox with its last error. */
const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** Sent mails are kept this long, for looking into what went out, then deleted. */
const KEEP_SENT_DAYS = 30;

export type Mailer = { transport: Transporter; from: string };

/** SMTP when SMTP_URL is set; otherwise null and mails stay in the outbox (nothing leaves). */
export function createMailer(mail: { smtpUrl: string | null; from: string }): Mailer | null {
  if (!mail.smtpUrl) return null;
  return { transport: nodemailer.createTransport(mail.smtpUrl), from: mail.from };
}

type Queued = { id: string; to: string; subject: string; text: string; html: string };

/**
 * Sends unsent mails, oldest first, on one instance at a time; rows are locked while they go
 * (SKIP LOCKED) so that nothing is sent twice. Answers how many went.
 */
export async function sendQueuedMail(db: Db, { transport, from }: Mailer): Promise<number> {
  let sent = 0;
  await onlyOneInstance(db, 'send mail', async (tx) => {
    await tx.execute(
      sql`DELETE FROM mail_outbox
           WHERE sent_at < now() - make_interval(days => ${KEEP_SENT_DAYS})`,
    );
    const queued = await rowsOf<Queued>(
      tx,
      sql`SELECT id, "to", subject, text, html FROM mail_outbox
           WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS}
           ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
    );
    for (const mail of queued) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await tx.execute(
          sql`UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1, error = NULL
               WHERE id = ${mail.id}`,
        );
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await tx.execute(
          sql`UPDATE mail_outbox SET attempts = attempts + 1, error = ${message.slice(0, 1000)}
               WHERE id = ${mail.id}`,
        );
      }
    }
  });
  return sent;
}
