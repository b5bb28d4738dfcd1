import { desc, eq, or } from 'drizzle-orm';
import {
  TARGET_NOT_FOUND,
  type CreateDealBody,
  type DealStatusBody,
  type DealSummary,
} from '@shared/contracts/investors';
import type { Db } from '@server/db/client';
import { investmentDeals, investors } from '@server/db/schema/deals';
import { investmentDealHistory } from '@server/db/schema/investment';
import { actsForColumns, findEntityParty } from '@server/lib/entity-parties';
import { badRequest, notFound } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import {
  dealsQuery,
  isoDay,
  loadDealFor,
  partyOf,
  summaryOf,
  targetNamer,
  type DealRow,
} from './deal-rows';
import { refreshInvestorTotals, requireInvestorId } from './investors.service';
import { assertTransition, roiOf } from './pipeline';

export const EXIT_VALUE_NEEDED = 'Give the exit value: what the stake sold for';
export const EXIT_VALUE_TOO_LARGE = 'That exit value is more than 1,000 times the amount';

/** POST /api/investment-deals: the investor opens a deal in prospecting. */
export async function createDeal(db: Db, userId: string, body: CreateDealBody) {
  return db.transaction(async (tx) => {
    const investorId = await requireInvestorId(tx, userId);
    const targetId = body.targetId ?? null;
    const party = partyOf({ targetType: body.targetType, targetId });
    if (party && !(await findEntityParty(tx, party.type, party.id))) {
      throw notFound(TARGET_NOT_FOUND);
    }
    const [deal] = await tx
      .insert(investmentDeals)
      .values({
        investorId,
        targetType: body.targetType,
        targetId,
        dealName: body.dealName,
        investmentType: body.investmentType,
        amount: body.amount.toFixed(2),
        valuation: body.valuation == null ? null : body.valuation.toFixed(2),
      })
      .returning({ id: investmentDeals.id });
    await tx
      .insert(investmentDealHistory)
      .values({ dealId: deal!.id, toStatus: 'prospecting', changedBy: userId });
    if (party) {
      await emit(tx, {
        type: 'investment.interest',
        data: { dealId: deal!.id, investorUserId: userId },
      });
    }
    const { row } = await loadDealFor(tx, userId, deal!.id);
    return summaryOf(row, 'investor', await targetNamer(tx)(row.deal));
  });
}

/** GET /api/investment-deals: mine as the investor, and those inbound to what I act for. */
export async function listDeals(db: Db, userId: string): Promise<DealSummary[]> {
  const rows: DealRow[] = await dealsQuery(db)
    .where(
      or(
        eq(investors.userId, userId),
        actsForColumns(userId, investmentDeals.targetType, investmentDeals.targetId),
      ),
    )
    .orderBy(desc(investmentDeals.updatedAt), investmentDeals.id);
  const nameOf = targetNamer(db);
  return Promise.all(
    rows.map(async (row) =>
      summaryOf(row, row.investorUserId === userId ? 'investor' : 'target', await nameOf(row.deal)),
    ),
  );
}

/**
 * POST /api/investment-deals/{id}/status. Closing dates the deal; exiting needs the exit value,
 * dates the exit and fixes the ROI. Every change goes into the history with who made it.
 */
export async function changeDealStatus(
  db: Db,
  userId: string,
  dealId: string,
  body: DealStatusBody,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const { row, side } = await loadDealFor(tx, userId, dealId, { lock: true });
    const { deal } = row;
    assertTransition(deal.status, body.status, side);
    const changes: Partial<typeof investmentDeals.$inferInsert> = { status: body.status };
    let exitValue: string | null = null;
    if (body.status === 'closed') changes.closingDate = isoDay(now);
    if (body.status === 'exited') {
      if (body.exitValue === undefined) throw badRequest(EXIT_VALUE_NEEDED);
      const amount = Number(deal.amount);
      if (body.exitValue > amount * 1000) throw badRequest(EXIT_VALUE_TOO_LARGE);
      exitValue = body.exitValue.toFixed(2);
      changes.exitDate = isoDay(now);
      changes.roi = roiOf(amount, body.exitValue).toFixed(2);
      // An exit on the day of the closing keeps the date range check true.
      if (!deal.closingDate) changes.closingDate = changes.exitDate;
    }
    await tx.update(investmentDeals).set(changes).where(eq(investmentDeals.id, dealId));
    await tx.insert(investmentDealHistory).values({
      dealId,
      fromStatus: deal.status,
      toStatus: body.status,
      changedBy: userId,
      exitValue,
    });
    await refreshInvestorTotals(tx, deal.investorId);
    const { row: updated } = await loadDealFor(tx, userId, dealId);
    return summaryOf(updated, side, await targetNamer(tx)(updated.deal));
  });
}
