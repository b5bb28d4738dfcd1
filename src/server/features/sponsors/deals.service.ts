import { and, desc, eq, ne, or } from 'drizzle-orm';
import {
  ENTITY_NOT_FOUND,
  NO_SPONSOR_PROFILE,
  type CreateDealInput,
  type DealSummary,
  type DeliverableBody,
} from '@shared/contracts/sponsors';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { sponsors, sponsorshipDeals } from '@server/db/schema/deals';
import { sponsorshipDealHistory, sponsorshipDeliverables } from '@server/db/schema/sponsorship';
import { badRequest, conflict, notFound } from '@server/lib/app-error';
import { actsForColumns, findEntityParty } from '@server/lib/entity-parties';
import {
  dealViewOf,
  entityNamesOf,
  expireOverdue,
  loadDeal,
  sponsorOfUser,
  summaryOf,
  todayOf,
  turnsOf,
} from './deal-rows';
import { KPIS_BY_TYPE } from '@shared/contracts/sponsors';

/** POST /api/sponsorship-deals: the sponsor's draft, with its deliverables checklist. */
export async function createDeal(db: Db, userId: string, body: CreateDealInput) {
  return db.transaction(async (tx) => {
    const sponsor = await sponsorOfUser(tx, userId);
    if (!sponsor) throw badRequest(NO_SPONSOR_PROFILE);
    const party = await findEntityParty(tx, body.entityType, body.entityId);
    if (!party) throw notFound(ENTITY_NOT_FOUND);
    if (party.managerIds.includes(userId)) {
      throw badRequest('You cannot sponsor something you run yourself');
    }
    const measurable = KPIS_BY_TYPE[body.entityType];
    const unmeasurable = body.kpis.find((kpi) => !measurable.includes(kpi.metric));
    if (unmeasurable) {
      throw badRequest(
        `Matchday cannot measure ${unmeasurable.metric} for a ${body.entityType}; choose from: ${measurable.join(', ')}`,
      );
    }
    const [deal] = await tx
      .insert(sponsorshipDeals)
      .values({
        sponsorId: sponsor.id,
        entityType: body.entityType,
        entityId: body.entityId,
        dealName: body.dealName,
        dealType: body.dealType,
        amount: String(body.amount),
        currency: body.currency,
        startDate: body.startDate,
        endDate: body.endDate,
        exclusivity: body.exclusivity,
        kpis: body.kpis,
      })
      .returning();
    await replaceDeliverables(tx, deal!.id, body.deliverables);
    await tx.insert(sponsorshipDealHistory).values({
      dealId: deal!.id,
      actorId: userId,
      side: 'sponsor',
      action: 'proposed',
      toStatus: 'draft',
    });
    const loaded = { deal: deal!, sponsor, entityName: party.name, managerIds: party.managerIds };
    return dealViewOf(tx, { ...loaded, side: 'sponsor' });
  });
}

/** A new checklist (a draft's, or a counter-offer's): ticked items of the old one are dropped. */
export async function replaceDeliverables(tx: Tx, dealId: string, titles: string[]) {
  await tx.delete(sponsorshipDeliverables).where(eq(sponsorshipDeliverables.dealId, dealId));
  if (titles.length === 0) return;
  await tx
    .insert(sponsorshipDeliverables)
    .values(titles.map((title, position) => ({ dealId, title, position })));
}

/** GET /api/sponsorship-deals: mine on either side, newest first. */
export async function listMyDeals(db: Db, userId: string, now: Date): Promise<DealSummary[]> {
  return db.transaction(async (tx) => {
    await expireOverdue(tx, todayOf(now));
    const rows = await tx
      .select({ deal: sponsorshipDeals, sponsor: sponsors })
      .from(sponsorshipDeals)
      .innerJoin(sponsors, eq(sponsors.id, sponsorshipDeals.sponsorId))
      .where(
        or(
          eq(sponsors.userId, userId),
          and(
            ne(sponsorshipDeals.status, 'draft'),
            actsForColumns(userId, sponsorshipDeals.entityType, sponsorshipDeals.entityId),
          ),
        ),
      )
      .orderBy(desc(sponsorshipDeals.createdAt), desc(sponsorshipDeals.id));
    const turns = await turnsOf(
      tx,
      rows.filter((r) => r.deal.status === 'negotiation').map((r) => r.deal.id),
    );
    const names = await entityNamesOf(
      tx,
      rows.map((r) => r.deal),
    );
    return rows.map(({ deal, sponsor }) =>
      summaryOf(
        deal,
        sponsor.companyName,
        names.get(deal.id) ?? 'Removed',
        sponsor.userId === userId ? 'sponsor' : 'entity',
        turns.get(deal.id),
      ),
    );
  });
}

/** GET /api/sponsorship-deals/{id}: only the two parties; everyone else 404. */
export async function getDeal(db: Db, userId: string, id: string, now: Date) {
  return db.transaction(async (tx) => {
    await expireOverdue(tx, todayOf(now));
    return dealViewOf(tx, await loadDeal(tx, id, userId));
  });
}

/**
 * POST /api/sponsorship-deals/{id}/deliverables/{deliverableId}: the receiving side ticks an item
 * off (or back on) while the deal is active, with a photo's or a link's URL as evidence.
 */
export async function tickDeliverable(
  db: Db,
  userId: string,
  ids: { id: string; deliverableId: string },
  body: DeliverableBody,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await expireOverdue(tx, todayOf(now));
    const loaded = await loadDeal(tx, ids.id, userId, true);
    if (loaded.side !== 'entity') {
      throw conflict('Only the sponsored side ticks off deliverables');
    }
    if (loaded.deal.status !== 'active') {
      throw conflict(
        `Deliverables are ticked off while the deal is active; it is ${loaded.deal.status}`,
      );
    }
    const updated = await tx
      .update(sponsorshipDeliverables)
      .set(
        body.done
          ? {
              doneAt: now,
              doneById: userId,
              evidenceUrl: body.evidenceUrl ?? null,
              evidenceNote: body.evidenceNote ?? null,
            }
          : { doneAt: null, doneById: null, evidenceUrl: null, evidenceNote: null },
      )
      .where(
        and(
          eq(sponsorshipDeliverables.id, ids.deliverableId),
          eq(sponsorshipDeliverables.dealId, ids.id),
        ),
      )
      .returning({ id: sponsorshipDeliverables.id });
    if (updated.length === 0) throw notFound('There is no such deliverable');
    return dealViewOf(tx, loaded);
  });
}
