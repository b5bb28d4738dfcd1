import { eq, sql } from 'drizzle-orm';
import type { DealSummary, InvestmentTargetType } from '@shared/contracts/investors';
import { DEAL_NOT_FOUND, OFF_PLATFORM_TARGETS } from '@shared/contracts/investors';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { investmentDeals, investors } from '@server/db/schema/deals';
import { dataRoomRequests } from '@server/db/schema/investment';
import { actsForEntity, findEntityParty, type PartyEntityType } from '@server/lib/entity-parties';
import { notFound } from '@server/lib/app-error';
import { allowedStatuses, type Side } from './pipeline';

/** A deal row with the investor's name and account, and its data-room answer. */
export const dealColumns = {
  deal: investmentDeals,
  investorName: investors.investorName,
  investorUserId: investors.userId,
  dataRoom: dataRoomRequests.status,
};

export type DealRow = {
  deal: typeof investmentDeals.$inferSelect;
  investorName: string;
  investorUserId: string;
  dataRoom: 'pending' | 'shared' | 'declined' | null;
};

export const dealsQuery = (db: Db | Tx) =>
  db
    .select(dealColumns)
    .from(investmentDeals)
    .innerJoin(investors, eq(investors.id, investmentDeals.investorId))
    .leftJoin(dataRoomRequests, eq(dataRoomRequests.dealId, investmentDeals.id));

export const isOffPlatform = (type: InvestmentTargetType) => OFF_PLATFORM_TARGETS.includes(type);

/** The entity a deal points at, for entity-parties (null for startups and technology). */
export function partyOf(deal: { targetType: InvestmentTargetType; targetId: string | null }) {
  if (isOffPlatform(deal.targetType) || !deal.targetId) return null;
  return { type: deal.targetType as PartyEntityType, id: deal.targetId };
}

/** Names of the targets, looked up once each. */
export function targetNamer(tx: Db | Tx) {
  const cache = new Map<string, Promise<string>>();
  return (deal: typeof investmentDeals.$inferSelect) => {
    const party = partyOf(deal);
    if (!party) return Promise.resolve(deal.dealName);
    const key = `${party.type}:${party.id}`;
    if (!cache.has(key)) {
      cache.set(
        key,
        findEntityParty(tx, party.type, party.id).then((found) => found?.name ?? 'Removed'),
      );
    }
    return cache.get(key)!;
  };
}

const num = (value: string | null) => (value === null ? null : Number(value));

export function summaryOf(row: DealRow, side: Side, targetName: string): DealSummary {
  const { deal } = row;
  return {
    id: deal.id,
    dealName: deal.dealName,
    targetType: deal.targetType,
    targetId: deal.targetId,
    targetName,
    investorName: row.investorName,
    investmentType: deal.investmentType,
    amount: Number(deal.amount),
    valuation: num(deal.valuation),
    status: deal.status,
    closingDate: deal.closingDate,
    exitDate: deal.exitDate,
    roi: num(deal.roi),
    side,
    allowedStatuses: allowedStatuses(deal.status, side),
    dataRoom: row.dataRoom,
    updatedAt: deal.updatedAt.toISOString(),
  };
}

/**
 * The deal and which side the user is on; anyone who is neither the investor nor acting for the
 * target gets 404. `lock` holds the row until the transaction ends (status changes).
 */
export async function loadDealFor(
  tx: Db | Tx,
  userId: string,
  dealId: string,
  { lock = false } = {},
): Promise<{ row: DealRow; side: Side }> {
  const query = dealsQuery(tx).where(eq(investmentDeals.id, dealId));
  const [row] = lock ? await query.for('update', { of: investmentDeals }) : await query;
  if (!row) throw notFound(DEAL_NOT_FOUND);
  if (row.investorUserId === userId) return { row, side: 'investor' };
  const party = partyOf(row.deal);
  if (party && (await actsForEntity(tx, userId, party.type, party.id))) {
    return { row, side: 'target' };
  }
  throw notFound(DEAL_NOT_FOUND);
}

/** Today's date (UTC) as the date columns hold it. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export const touchDeal = (tx: Tx, dealId: string) =>
  tx
    .update(investmentDeals)
    .set({ updatedAt: sql`now()` })
    .where(eq(investmentDeals.id, dealId));
