import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  DEAL_NOT_FOUND,
  type DealSide,
  type DealSummary,
  type DealView,
  type SponsorableType,
} from '@shared/contracts/sponsors';
import type { Tx } from '@server/db/tx';
import { sponsors, sponsorshipDeals } from '@server/db/schema/deals';
import { sponsorshipDealHistory, sponsorshipDeliverables } from '@server/db/schema/sponsorship';
import { users } from '@server/db/schema/users';
import { notFound } from '@server/lib/app-error';
import { findEntityParty } from '@server/lib/entity-parties';
import { allowedMoves, otherSide } from './deal-rules';
import { kpiFigures, type KpiTarget } from './kpis';

export type DealRow = typeof sponsorshipDeals.$inferSelect;
export type SponsorRow = typeof sponsors.$inferSelect;
export type LoadedDeal = {
  deal: DealRow;
  sponsor: SponsorRow;
  entityName: string;
  managerIds: string[];
  side: DealSide;
};

export const todayOf = (now: Date) => now.toISOString().slice(0, 10);
export const entityTypeOf = (deal: DealRow) => deal.entityType as SponsorableType;

export async function sponsorOfUser(tx: Tx, userId: string): Promise<SponsorRow | null> {
  const [row] = await tx.select().from(sponsors).where(eq(sponsors.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * Active deals whose end date has passed become expired when anyone reads deals (no job needed:
 * nothing else depends on the moment), each with a history row by nobody.
 */
export async function expireOverdue(tx: Tx, today: string) {
  const expired = await tx
    .update(sponsorshipDeals)
    .set({ status: 'expired' })
    .where(and(eq(sponsorshipDeals.status, 'active'), lt(sponsorshipDeals.endDate, today)))
    .returning({ id: sponsorshipDeals.id });
  if (expired.length === 0) return;
  await tx.insert(sponsorshipDealHistory).values(
    expired.map(({ id }) => ({
      dealId: id,
      action: 'expired' as const,
      fromStatus: 'active' as const,
      toStatus: 'expired' as const,
    })),
  );
}

/**
 * The deal with the caller's side, or 404 for anyone who is neither the sponsor nor acts for the
 * entity. A draft is the sponsor's alone until it is sent. `lock` holds the row for a change.
 */
export async function loadDeal(tx: Tx, id: string, userId: string, lock = false) {
  const query = tx
    .select({ deal: sponsorshipDeals, sponsor: sponsors })
    .from(sponsorshipDeals)
    .innerJoin(sponsors, eq(sponsors.id, sponsorshipDeals.sponsorId))
    .where(eq(sponsorshipDeals.id, id));
  const [row] = lock ? await query.for('update', { of: sponsorshipDeals }) : await query;
  if (!row) throw notFound(DEAL_NOT_FOUND);
  const party = await findEntityParty(tx, entityTypeOf(row.deal), row.deal.entityId);
  const managerIds = party?.managerIds ?? [];
  const side: DealSide | null =
    row.sponsor.userId === userId
      ? 'sponsor'
      : managerIds.includes(userId) && row.deal.status !== 'draft'
        ? 'entity'
        : null;
  if (!side) throw notFound(DEAL_NOT_FOUND);
  return { ...row, entityName: party?.name ?? 'Removed', managerIds, side };
}

/** Whose turn it is in each negotiating deal: the other side of the latest send or counter. */
export async function turnsOf(tx: Tx, dealIds: string[]) {
  const turns = new Map<string, DealSide>();
  if (dealIds.length === 0) return turns;
  const rows = await tx
    .selectDistinctOn([sponsorshipDealHistory.dealId], {
      dealId: sponsorshipDealHistory.dealId,
      side: sponsorshipDealHistory.side,
    })
    .from(sponsorshipDealHistory)
    .where(
      and(
        inArray(sponsorshipDealHistory.dealId, dealIds),
        inArray(sponsorshipDealHistory.action, ['sent', 'countered', 'renewed']),
      ),
    )
    .orderBy(sponsorshipDealHistory.dealId, desc(sponsorshipDealHistory.createdAt));
  for (const row of rows) turns.set(row.dealId, otherSide(row.side ?? 'sponsor'));
  return turns;
}

/** The names of the entities of several deals, by deal id (a deleted entity is "Removed"). */
export async function entityNamesOf(tx: Tx, deals: DealRow[]) {
  const names = new Map<string, string>();
  for (const deal of deals) {
    const party = await findEntityParty(tx, entityTypeOf(deal), deal.entityId);
    names.set(deal.id, party?.name ?? 'Removed');
  }
  return names;
}

export function summaryOf(
  deal: DealRow,
  sponsorName: string,
  entityName: string,
  side: DealSide,
  storedTurn: DealSide | undefined,
): DealSummary {
  const turn = deal.status === 'negotiation' ? (storedTurn ?? 'entity') : null;
  return {
    id: deal.id,
    sponsorId: deal.sponsorId,
    sponsorName,
    entity: { entityType: entityTypeOf(deal), entityId: deal.entityId, name: entityName },
    dealName: deal.dealName,
    dealType: deal.dealType,
    amount: Number(deal.amount),
    currency: deal.currency,
    startDate: deal.startDate,
    endDate: deal.endDate,
    exclusivity: deal.exclusivity,
    status: deal.status,
    side,
    turn,
    allowed: allowedMoves(deal.status, side, turn),
    createdAt: deal.createdAt.toISOString(),
  };
}

/** The deal page: terms, the deliverables checklist, KPIs against real figures, the history. */
export async function dealViewOf(tx: Tx, loaded: LoadedDeal): Promise<DealView> {
  const { deal, sponsor } = loaded;
  // One query after another: a transaction's queries share one connection.
  const turns = await turnsOf(tx, [deal.id]);
  const deliverables = await tx
    .select()
    .from(sponsorshipDeliverables)
    .where(eq(sponsorshipDeliverables.dealId, deal.id))
    .orderBy(asc(sponsorshipDeliverables.position));
  const history = await tx
    .select({
      row: sponsorshipDealHistory,
      actorName: sql<
        string | null
      >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
    })
    .from(sponsorshipDealHistory)
    .leftJoin(users, eq(users.id, sponsorshipDealHistory.actorId))
    .where(eq(sponsorshipDealHistory.dealId, deal.id))
    .orderBy(asc(sponsorshipDealHistory.createdAt), asc(sponsorshipDealHistory.id));
  const kpis = await kpiFigures(
    tx,
    { entityType: entityTypeOf(deal), entityId: deal.entityId, startDate: deal.startDate },
    (deal.kpis as KpiTarget[] | null) ?? [],
    sponsor.companyName,
  );
  return {
    ...summaryOf(deal, sponsor.companyName, loaded.entityName, loaded.side, turns.get(deal.id)),
    deliverables: deliverables.map((d) => ({
      id: d.id,
      title: d.title,
      dueDate: d.dueDate,
      doneAt: d.doneAt?.toISOString() ?? null,
      evidenceUrl: d.evidenceUrl,
      evidenceNote: d.evidenceNote,
    })),
    kpis,
    history: history.map(({ row, actorName }) => ({
      id: row.id,
      action: row.action,
      side: row.side,
      actorName,
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      changes: (row.changes as Record<string, unknown> | null) ?? null,
      relatedDealId: row.relatedDealId,
      at: row.createdAt.toISOString(),
    })),
  };
}
