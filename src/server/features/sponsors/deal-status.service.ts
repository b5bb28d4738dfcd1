import { and, eq, ne, sql } from 'drizzle-orm';
import type { DealStatus, DealStatusInput } from '@shared/contracts/sponsors';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { sponsorshipDeals } from '@server/db/schema/deals';
import { sponsorshipDealHistory, sponsorshipDeliverables } from '@server/db/schema/sponsorship';
import { badRequest, conflict } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { allowedMoves, moveOf, refusedMessage, type DealAction } from './deal-rules';
import {
  dealViewOf,
  expireOverdue,
  loadDeal,
  todayOf,
  turnsOf,
  type DealRow,
  type LoadedDeal,
} from './deal-rows';
import { replaceDeliverables } from './deals.service';

const DAY_MS = 86_400_000;
function addDays(date: string, days: number) {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
  // A deal ending near the year 9999 has no next period a date column can hold.
  if (Number.isNaN(next.getTime()) || next.getUTCFullYear() > 9999) {
    throw badRequest('A renewal cannot run past the year 9999');
  }
  return next.toISOString().slice(0, 10);
}
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * Exclusivity: at most one active deal of a type on an entity when either is exclusive. The
 * advisory lock on (entity, type) makes two activations at once take turns, so the second sees
 * the first (READ COMMITTED reads what committed before each statement).
 */
async function checkExclusivity(tx: Tx, deal: DealRow) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`sponsorship:${deal.entityId}:${deal.dealType}`}))`,
  );
  const clash = await tx
    .select({ id: sponsorshipDeals.id })
    .from(sponsorshipDeals)
    .where(
      and(
        eq(sponsorshipDeals.entityType, deal.entityType),
        eq(sponsorshipDeals.entityId, deal.entityId),
        deal.dealType ? eq(sponsorshipDeals.dealType, deal.dealType) : undefined,
        eq(sponsorshipDeals.status, 'active'),
        ne(sponsorshipDeals.id, deal.id),
        deal.exclusivity ? undefined : eq(sponsorshipDeals.exclusivity, true),
      ),
    )
    .limit(1);
  if (clash.length > 0) {
    throw conflict(
      `There is already an active ${deal.dealType} deal on this ${deal.entityType}, and exclusivity allows only one`,
    );
  }
}

/** A counter-offer's changed terms (old and new), refused when nothing changes. */
async function counter(tx: Tx, deal: DealRow, body: DealStatusInput) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const set: Partial<typeof sponsorshipDeals.$inferInsert> = {};
  if (body.amount !== undefined && body.amount !== Number(deal.amount)) {
    changes.amount = { from: Number(deal.amount), to: body.amount };
    set.amount = String(body.amount);
  }
  for (const key of ['startDate', 'endDate'] as const) {
    if (body[key] !== undefined && body[key] !== deal[key]) {
      changes[key] = { from: deal[key], to: body[key] };
      set[key] = body[key];
    }
  }
  if (body.deliverables) {
    const old = await tx
      .select({ title: sponsorshipDeliverables.title })
      .from(sponsorshipDeliverables)
      .where(eq(sponsorshipDeliverables.dealId, deal.id))
      .orderBy(sponsorshipDeliverables.position);
    const before = old.map((d) => d.title);
    if (before.join('\n') !== body.deliverables.join('\n')) {
      changes.deliverables = { from: before, to: body.deliverables };
      await replaceDeliverables(tx, deal.id, body.deliverables);
    }
  }
  if (Object.keys(changes).length === 0) {
    throw badRequest('A counter-offer must change the amount, the dates or the deliverables');
  }
  const start = set.startDate ?? deal.startDate;
  const end = set.endDate ?? deal.endDate;
  if (start && end && end < start) {
    throw badRequest('The end date must not be before the start date');
  }
  await tx.update(sponsorshipDeals).set(set).where(eq(sponsorshipDeals.id, deal.id));
  return changes;
}

/** The sponsor renews: a new negotiation for the next period, linked both ways. */
async function renew(tx: Tx, loaded: LoadedDeal, body: DealStatusInput, userId: string) {
  const { deal } = loaded;
  const length = deal.startDate && deal.endDate ? daysBetween(deal.startDate, deal.endDate) : 364;
  const startDate = body.startDate ?? addDays(deal.endDate ?? todayOf(new Date()), 1);
  const endDate = body.endDate ?? addDays(startDate, length);
  if (endDate < startDate) throw badRequest('The end date must not be before the start date');
  const { id: _id, createdAt: _c, updatedAt: _u, signedDate: _s, ...terms } = deal;
  const [next] = await tx
    .insert(sponsorshipDeals)
    .values({
      ...terms,
      amount: body.amount !== undefined ? String(body.amount) : deal.amount,
      startDate,
      endDate,
      status: 'negotiation',
    })
    .returning();
  const old = await tx
    .select({ title: sponsorshipDeliverables.title })
    .from(sponsorshipDeliverables)
    .where(eq(sponsorshipDeliverables.dealId, deal.id))
    .orderBy(sponsorshipDeliverables.position);
  await replaceDeliverables(tx, next!.id, body.deliverables ?? old.map((d) => d.title));
  await tx.insert(sponsorshipDealHistory).values({
    dealId: next!.id,
    actorId: userId,
    side: 'sponsor',
    action: 'sent',
    toStatus: 'negotiation',
    relatedDealId: deal.id,
  });
  await emit(tx, {
    type: 'sponsorship.changed',
    data: { dealId: next!.id, actorId: userId, action: 'sent', at: new Date().toISOString() },
  });
  return next!.id;
}

/** POST /api/sponsorship-deals/{id}/status */
export async function changeDealStatus(
  db: Db,
  userId: string,
  id: string,
  body: DealStatusInput,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await expireOverdue(tx, todayOf(now));
    const loaded = await loadDeal(tx, id, userId, true);
    const { deal, side } = loaded;
    const turn =
      deal.status === 'negotiation' ? ((await turnsOf(tx, [id])).get(id) ?? 'entity') : null;
    const action: DealAction | null = moveOf(deal.status, body.status, side, turn);
    if (!action) {
      throw conflict(
        refusedMessage(deal.status, body.status, allowedMoves(deal.status, side, turn)),
        'illegal_transition',
      );
    }
    let changes: Record<string, unknown> | null = null;
    let relatedDealId: string | null = null;
    const set: { status: DealStatus; signedDate?: string } = { status: body.status };
    if (action === 'countered') changes = await counter(tx, deal, body);
    if (action === 'accepted') {
      await checkExclusivity(tx, deal);
      set.signedDate = todayOf(now);
    }
    if (action === 'renewed') relatedDealId = await renew(tx, loaded, body, userId);
    const [updated] = await tx
      .update(sponsorshipDeals)
      .set(set)
      .where(eq(sponsorshipDeals.id, id))
      .returning();
    await tx.insert(sponsorshipDealHistory).values({
      dealId: id,
      actorId: userId,
      side,
      action,
      fromStatus: deal.status,
      toStatus: body.status,
      changes,
      relatedDealId,
    });
    await emit(tx, {
      type: 'sponsorship.changed',
      data: { dealId: id, actorId: userId, action, at: now.toISOString() },
    });
    return dealViewOf(tx, { ...loaded, deal: updated! });
  });
}
