import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeople } from '@server/test/people';
import { createTestContext, type TestContext } from '@server/test/test-app';
import { kit } from './notification-test-kit';
import { notify } from './notify';

/** A local SMTP sink: what nodemailer delivers lands in `received`, nothing leaves the machine. */
type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw,
      });
      callback();
    });
  },
});

let ctx: TestContext;
let offline: TestContext;
const { mailsTo } = kit(() => ctx);

beforeAll(async () => {
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  ctx = await createTestContext({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Matchday <hello@matchday.test>',
    APP_URL: 'https://matchday.example',
  });
  offline = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await offline.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

describe('e-mail', () => {
  it('with SMTP_URL, the job sends queued mails once, and marks them sent', async () => {
    const email = `mail-${crypto.randomUUID()}@example.com`;
    const [player] = await createPeople(ctx, 1, { email });
    await notify(
      { db: ctx.database.db, appUrl: ctx.config.mail.appUrl },
      {
        userId: player!.id,
        type: 'booking',
        key: `test:${crypto.randomUUID()}`,
        title: 'Booking confirmed',
        message: 'Centre Court <1>, Tue 10:00.',
        link: '/bookings',
      },
    );
    await ctx.app.matchday.jobs.runNow('send mail');
    await ctx.app.matchday.jobs.runNow('send mail');
    const mine = received.filter((mail) => mail.to.includes(email));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.from).toBe('hello@matchday.test');
    expect(mine[0]!.raw).toContain('Subject: Matchday: Booking confirmed');
    expect(mine[0]!.raw).toContain('https://matchday.example/bookings');
    // User text is escaped in the HTML part.
    expect(mine[0]!.raw).toContain('Centre Court &lt;1&gt;');
    const [row] = await mailsTo(email);
    expect(row!.sentAt).not.toBeNull();
  });

  it('without SMTP_URL there is no sending job: mails stay in the outbox', async () => {
    await expect(offline.app.matchday.jobs.runNow('send mail')).rejects.toThrow('no job');
    const email = `kept-${crypto.randomUUID()}@example.com`;
    const [player] = await createPeople(offline, 1, { email });
    await notify(
      { db: offline.database.db, appUrl: offline.config.mail.appUrl },
      {
        userId: player!.id,
        type: 'payment',
        key: 'payment.failed:x',
        title: 'Payment failed',
        message: 'Declined',
        link: '/bookings',
      },
    );
    const kept = await kit(() => offline).mailsTo(email);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.sentAt).toBeNull();
    expect(received.some((mail) => mail.to.includes(email))).toBe(false);
  });
});
