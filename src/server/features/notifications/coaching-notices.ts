import { eq } from 'drizzle-orm';
import { COACH_ROLE_LABELS } from '@shared/coaching-enums';
import type { DomainEventOf } from '@shared/events';
import type { Db } from '@server/db/client';
import { coachingSessions, coachManagement } from '@server/db/schema/coaching';
import { findEntityParty } from '@server/lib/entity-parties';
import { bookingFacts, nameOf } from './lookups';
import type { NotificationInput } from './notify';

async function coachingFacts(db: Db, coachingId: string) {
  const [record] = await db
    .select()
    .from(coachManagement)
    .where(eq(coachManagement.id, coachingId));
  if (!record) return null;
  const party = await findEntityParty(db, record.entityType, record.entityId);
  return party ? { record, party } : null;
}

/** A coach's offer: whoever answers for the player or team hears it, on their coaching page. */
export async function coachingOffered(
  db: Db,
  { data }: DomainEventOf<'coaching.offered'>,
): Promise<NotificationInput[]> {
  const facts = await coachingFacts(db, data.coachingId);
  if (!facts) return [];
  const coach = await nameOf(db, data.coachId);
  const role = COACH_ROLE_LABELS[facts.record.role].toLowerCase();
  const whom = facts.record.entityType === 'player' ? 'you' : facts.party.name;
  return facts.party.managerIds
    .filter((userId) => userId !== data.coachId)
    .map((userId) => ({
      userId,
      type: 'team' as const,
      key: `coaching.offered:${data.coachingId}`,
      title: 'Coaching offer',
      message: `${coach} offers to coach ${whom} as ${role}.`,
      link: '/coaching',
      relatedId: data.coachingId,
      actorId: data.coachId,
    }));
}

const SAID: Record<string, string> = {
  active: 'accepted',
  declined: 'declined',
  inactive: 'paused',
  terminated: 'ended',
};

/** An answer or an ending: the other side hears it (the coach, or the coached side). */
export async function coachingStatusChanged(
  db: Db,
  { data }: DomainEventOf<'coaching.status_changed'>,
): Promise<NotificationInput[]> {
  const facts = await coachingFacts(db, data.coachingId);
  if (!facts) return [];
  const byCoach = data.by === facts.record.coachId;
  const who = await nameOf(db, data.by);
  const verb = SAID[data.status] ?? data.status;
  const recipients = byCoach ? facts.party.managerIds : [facts.record.coachId];
  const about = byCoach ? 'coaching' : `coaching of ${facts.party.name}`;
  return recipients
    .filter((userId) => userId !== data.by)
    .map((userId) => ({
      userId,
      type: 'team' as const,
      key: `coaching.status:${data.coachingId}:${data.status}:${data.by}`,
      title: `Coaching ${verb}`,
      message: `${who} ${verb} the ${about}.`,
      link: byCoach ? '/coaching' : '/dashboard/coach',
      relatedId: data.coachingId,
      actorId: data.by,
    }));
}

/** A paid coaching session: the coached side hears when and where (the coach paid for it). */
export async function coachingSessionConfirmed(
  db: Db,
  { data }: DomainEventOf<'booking.confirmed'>,
): Promise<NotificationInput[]> {
  const [session] = await db
    .select({ coachingId: coachingSessions.coachingId })
    .from(coachingSessions)
    .where(eq(coachingSessions.bookingId, data.bookingId));
  if (!session) return [];
  const [facts, booking] = await Promise.all([
    coachingFacts(db, session.coachingId),
    bookingFacts(db, data.bookingId),
  ]);
  if (!facts || !booking) return [];
  const coach = await nameOf(db, facts.record.coachId);
  return facts.party.managerIds
    .filter((userId) => userId !== facts.record.coachId)
    .map((userId) => ({
      userId,
      type: 'booking' as const,
      key: `coaching.session:${data.bookingId}`,
      title: 'Coaching session booked',
      message: `${coach} booked a session: ${booking.when} at ${booking.venue}.`,
      link: '/coaching',
      relatedId: session.coachingId,
      actorId: facts.record.coachId,
    }));
}
