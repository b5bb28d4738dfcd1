import { sql } from 'drizzle-orm';
import type { DomainEventOf } from '@shared/events';
import { type Db, rowsOf } from '@server/db/client';
import { onlyOneInstance } from '@server/lib/jobs';
import { notify, type NotificationInput, type NotifyDeps } from './notify';
import { REMINDER_BEFORE_MS } from './reminders';

const BATCH = 200;

/** The roster of a team and its manager, as SQL (one row per person). */
const teamPeople = (teamId: unknown) =>
  sql`SELECT user_id AS id FROM team_members WHERE team_id = ${teamId}
      UNION SELECT manager_id FROM teams WHERE id = ${teamId} AND manager_id IS NOT NULL`;

type EventFacts = { teamName: string; title: string; when: string; people: string[] };

/** A new team event: every member but whoever scheduled it hears of it. */
export async function teamEventCreated(
  db: Db,
  { data }: DomainEventOf<'team.event_created'>,
): Promise<NotificationInput[]> {
  const [facts] = await rowsOf<EventFacts>(
    db,
    sql`SELECT t.name AS "teamName", e.title,
               to_char(e.start_time AT TIME ZONE 'UTC', 'Dy DD Mon, HH24:MI "UTC"') AS "when",
               array(${teamPeople(data.teamId)}) AS people
          FROM team_events e JOIN teams t ON t.id = e.team_id
         WHERE e.id = ${data.eventId}`,
  );
  if (!facts) return [];
  return facts.people
    .filter((userId) => userId !== data.createdBy)
    .map((userId) => ({
      userId,
      type: 'team' as const,
      key: `team.event:${data.eventId}`,
      title: `New event: ${facts.title}`,
      message: `${facts.teamName}, ${facts.when}. Are you coming?`,
      link: `/teams/${data.teamId}`,
      relatedId: data.eventId,
      actorId: data.createdBy,
    }));
}

type DueFacts = { id: string; userId: string; label: string; amount: string; teamName: string };

/** Each member asked for dues hears what and how much. */
export async function teamDueRequested(
  db: Db,
  { data }: DomainEventOf<'team.due_requested'>,
): Promise<NotificationInput[]> {
  if (data.dueIds.length === 0) return [];
  const dues = await rowsOf<DueFacts>(
    db,
    sql`SELECT d.id, d.user_id AS "userId", d.label, d.amount::text AS amount, t.name AS "teamName"
          FROM team_dues d JOIN teams t ON t.id = d.team_id
         WHERE d.id IN (${sql.join(
           data.dueIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )}) AND d.status = 'open'`,
  );
  return dues.map((due) => ({
    userId: due.userId,
    type: 'payment' as const,
    key: `team.due:${due.id}`,
    title: `${due.teamName}: ${due.label}`,
    message: `Your team asks you for $${due.amount}. Pay it from the team page.`,
    link: `/teams/${data.teamId}`,
    relatedId: due.id,
    actorId: data.requestedBy,
  }));
}

type Reminder = { eventId: string; teamId: string; userId: string; title: string; when: string };

/**
 * Reminds each member of a team event starting within the next 24 hours, once (the key
 * `team.event.reminder:<eventId>` per member), unless they said no or the event was called off.
 * Events scheduled less than a day ahead are left out: their members have just been told.
 */
export async function sendTeamEventReminders({ db, appUrl }: NotifyDeps, now: Date) {
  let sent = 0;
  await onlyOneInstance(db, 'team event reminders', async (tx) => {
    const until = new Date(now.getTime() + REMINDER_BEFORE_MS);
    const due = await rowsOf<Reminder>(
      tx,
      sql`SELECT e.id AS "eventId", e.team_id AS "teamId", p.id AS "userId", e.title,
                 to_char(e.start_time AT TIME ZONE 'UTC', 'Dy DD Mon, HH24:MI "UTC"') AS "when"
            FROM team_events e
            CROSS JOIN LATERAL (${teamPeople(sql`e.team_id`)}) p
           WHERE e.cancelled_at IS NULL
             AND e.start_time > ${now} AND e.start_time <= ${until}
             AND e.created_at <= e.start_time - make_interval(secs => ${REMINDER_BEFORE_MS / 1000})
             AND NOT EXISTS (SELECT 1 FROM team_event_rsvps r
                              WHERE r.event_id = e.id AND r.user_id = p.id AND r.answer = 'no')
             AND NOT EXISTS (SELECT 1 FROM notifications n
                              WHERE n.user_id = p.id
                                AND n.idempotency_key = 'team.event.reminder:' || e.id)
             AND NOT EXISTS (SELECT 1 FROM mail_outbox m
                              WHERE m.idempotency_key = p.id || ':team.event.reminder:' || e.id)
           ORDER BY e.start_time
           LIMIT ${BATCH}`,
    );
    for (const reminder of due) {
      await notify(
        { db: tx, appUrl },
        {
          userId: reminder.userId,
          type: 'team',
          key: `team.event.reminder:${reminder.eventId}`,
          title: `Tomorrow: ${reminder.title}`,
          message: `Reminder: ${reminder.title}, ${reminder.when}.`,
          link: `/teams/${reminder.teamId}`,
          relatedId: reminder.eventId,
        },
      );
      sent += 1;
    }
  });
  return sent;
}
