import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { COACHING_TRANSITIONS, type CoachingStatus } from '@shared/coaching-enums';
import {
  COACHING_NOT_FOUND,
  type CoachingView,
  type OfferCoachingBody,
} from '@shared/contracts/coaching';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { coachManagement, coachProfiles } from '@server/db/schema/coaching';
import { badRequest, conflict, notFound } from '@server/lib/app-error';
import { findEntityParty } from '@server/lib/entity-parties';
import { emit } from '@server/lib/events';
import { coachingColumns, onEitherSide, sideOf, toCoachingView } from './coaching-rows';

const WHO: Record<OfferCoachingBody['entityType'], string> = {
  player: 'Player not found',
  team: 'Team not found',
  esports_team: 'Esports team not found',
};

/** "2026-11-24": the calendar day coaching starts or ends (UTC, as dates are stored). */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

async function readView(db: Db | Tx, id: string, userId: string): Promise<CoachingView> {
  const [row] = await db
    .select(coachingColumns)
    .from(coachManagement)
    .where(and(eq(coachManagement.id, id), onEitherSide(userId)));
  if (!row) throw notFound(COACHING_NOT_FOUND);
  return toCoachingView(row, userId);
}

/** GET /api/coaching/{id}: a record the caller is on either side of; anyone else 404. */
export const getCoaching = (db: Db, userId: string, id: string) => readView(db, id, userId);

/** GET /api/coaching: every record I am on either side of, newest first. */
export async function listMyCoaching(db: Db, userId: string): Promise<CoachingView[]> {
  const rows = await db
    .select(coachingColumns)
    .from(coachManagement)
    .where(onEitherSide(userId))
    .orderBy(desc(coachManagement.createdAt), desc(coachManagement.id));
  return rows.map((row) => toCoachingView(row, userId));
}

/**
 * POST /api/coaching: a coach (one with a coach profile) offers to coach a player, a team or an
 * esports team. The record starts pending until the other side answers.
 */
export async function offerCoaching(
  db: Db,
  coachId: string,
  body: OfferCoachingBody,
): Promise<CoachingView> {
  const [profile] = await db
    .select({ userId: coachProfiles.userId })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, coachId));
  if (!profile) throw conflict('Create your coach profile before offering coaching', 'no_profile');
  const party = await findEntityParty(db, body.entityType, body.entityId);
  if (!party) throw notFound(WHO[body.entityType]);
  if (party.managerIds.includes(coachId)) {
    throw badRequest('You cannot coach yourself or a team you run', {
      entityId: 'You cannot coach yourself or a team you run',
    });
  }
  if (party.managerIds.length === 0) {
    throw conflict('Nobody can answer for this team at the moment', 'no_party');
  }
  const id = await db.transaction(async (tx) => {
    // One open offer or engagement per coach and entity. A partial unique index cannot say this
    // (the enum's new values cannot be named in the migration that adds them), so offers for one
    // pair queue on a transaction lock and the first wins.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`matchday:coaching:${coachId}:${body.entityId}`}))`,
    );
    const [open] = await tx
      .select({ id: coachManagement.id })
      .from(coachManagement)
      .where(
        and(
          eq(coachManagement.coachId, coachId),
          eq(coachManagement.entityType, body.entityType),
          eq(coachManagement.entityId, body.entityId),
          inArray(coachManagement.status, ['pending', 'active', 'inactive']),
        ),
      );
    if (open)
      throw conflict(`You already have an offer or coaching with ${party.name}`, 'duplicate');
    const [row] = await tx
      .insert(coachManagement)
      .values({
        coachId,
        entityType: body.entityType,
        entityId: body.entityId,
        role: body.role,
        specialization: body.specialization ?? null,
        status: 'pending',
      })
      .returning({ id: coachManagement.id });
    await emit(tx, { type: 'coaching.offered', data: { coachingId: row!.id, coachId } });
    return row!.id;
  });
  return readView(db, id, coachId);
}

/**
 * POST /api/coaching/{id}/status. Only the moves COACHING_TRANSITIONS gives the caller's side;
 * anything else is 409 naming the allowed ones. Activation sets the start date, ending the end.
 */
export async function changeCoachingStatus(
  db: Db,
  userId: string,
  id: string,
  status: CoachingStatus,
  now: Date,
): Promise<CoachingView> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ record: coachManagement })
      .from(coachManagement)
      .where(and(eq(coachManagement.id, id), onEitherSide(userId)))
      .for('update');
    if (!row) throw notFound(COACHING_NOT_FOUND);
    const { record } = row;
    const allowed = COACHING_TRANSITIONS[record.status][sideOf(record.coachId, userId)];
    if (!allowed.includes(status)) {
      const options = allowed.length ? `you may set: ${allowed.join(', ')}` : 'it cannot change';
      throw conflict(`This coaching is ${record.status}; ${options}`, 'illegal_transition');
    }
    const today = dayOf(now);
    const ends = status === 'inactive' || status === 'terminated';
    await tx
      .update(coachManagement)
      .set({
        status,
        ...(status === 'active' && { startDate: record.startDate ?? today, endDate: null }),
        ...(ends && {
          endDate: record.startDate && record.startDate > today ? record.startDate : today,
        }),
      })
      .where(eq(coachManagement.id, id));
    await emit(tx, {
      type: 'coaching.status_changed',
      data: { coachingId: id, by: userId, status },
    });
  });
  return readView(db, id, userId);
}
