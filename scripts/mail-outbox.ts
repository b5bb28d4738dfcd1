import { sql } from 'drizzle-orm';
import { loadConfig } from '@server/config';
import { openDatabase, rowsOf } from '@server/db/client';

/**
 * `npm run mail:outbox [count]`: prints the latest e-mails Matchday wrote (README "E-mail"), sent
 * or not. Without SMTP_URL nothing is sent, and this is where the mails are read. The embedded
 * database can be opened by one process at a time: stop the server first (PostgreSQL: any time).
 */
const count = Math.min(Math.max(Number(process.argv[2] ?? 10) || 10, 1), 200);
const config = loadConfig();
const database = await openDatabase(config.databaseUrl);
try {
  const mails = await rowsOf<{
    to: string;
    subject: string;
    text: string;
    createdAt: string;
    sentAt: string | null;
    error: string | null;
  }>(
    database.db,
    sql`SELECT "to", subject, text, created_at::text AS "createdAt", sent_at::text AS "sentAt", error
          FROM mail_outbox ORDER BY created_at DESC LIMIT ${count}`,
  );
  if (mails.length === 0) console.log('The mail outbox is empty.');
  for (const mail of mails.reverse()) {
    const status = mail.sentAt
      ? `sent ${mail.sentAt}`
      : mail.error
        ? `failed: ${mail.error}`
        : 'not sent';
    console.log(
      `── ${mail.createdAt} · ${status}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`,
    );
  }
} finally {
  await database.close();
}
