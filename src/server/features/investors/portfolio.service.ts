import { desc, eq, sql } from 'drizzle-orm';
import { DEAL_STATUSES, type PortfolioView } from '@shared/contracts/investors';
import type { Db } from '@server/db/client';
import { investmentDeals, investors } from '@server/db/schema/deals';
import { investmentDealHistory } from '@server/db/schema/investment';

type Held = { amount: number; closingDate: string | null; exitDate: string | null; exit: number };

/**
 * The value of the portfolio after each closing or exit: what is held counts at its amount,
 * what was sold at its exit value (money realised stays in the portfolio's value).
 */
export function valueOverTime(deals: Held[]) {
  const dates = [
    ...new Set(deals.flatMap((d) => [d.closingDate, d.exitDate]).filter((d) => d !== null)),
  ].sort();
  return dates.map((date) => ({
    date,
    value: deals.reduce((sum, deal) => {
      if (!deal.closingDate || deal.closingDate > date) return sum;
      return sum + (deal.exitDate && deal.exitDate <= date ? deal.exit : deal.amount);
    }, 0),
  }));
}

/** GET /api/investment-deals/portfolio: my figures as the investor (zeros without a profile). */
export async function getPortfolio(db: Db, userId: string): Promise<PortfolioView> {
  const mine = eq(investors.userId, userId);
  const deals = await db
    .select({
      status: investmentDeals.status,
      amount: investmentDeals.amount,
      roi: investmentDeals.roi,
      closingDate: investmentDeals.closingDate,
      exitDate: investmentDeals.exitDate,
      exitValue: sql<string | null>`(select ${investmentDealHistory.exitValue}
        from ${investmentDealHistory} where ${investmentDealHistory.dealId} = ${investmentDeals.id}
        and ${investmentDealHistory.toStatus} = 'exited' limit 1)`,
    })
    .from(investmentDeals)
    .innerJoin(investors, eq(investors.id, investmentDeals.investorId))
    .where(mine);
  const held = deals.filter((d) => ['closed', 'active', 'exited'].includes(d.status));
  const live = held.filter((d) => d.status !== 'exited');
  const exited = held.filter((d) => d.status === 'exited');
  const rois = exited.flatMap((d) => (d.roi === null ? [] : [Number(d.roi)]));
  const recent = await db
    .select({
      dealId: investmentDeals.id,
      dealName: investmentDeals.dealName,
      toStatus: investmentDealHistory.toStatus,
      at: investmentDealHistory.createdAt,
    })
    .from(investmentDealHistory)
    .innerJoin(investmentDeals, eq(investmentDeals.id, investmentDealHistory.dealId))
    .innerJoin(investors, eq(investors.id, investmentDeals.investorId))
    .where(mine)
    .orderBy(desc(investmentDealHistory.createdAt), desc(investmentDealHistory.id))
    .limit(8);
  const sum = (list: typeof deals) => list.reduce((total, d) => total + Number(d.amount), 0);
  return {
    invested: sum(held),
    activeCount: live.length,
    activeAmount: sum(live),
    exitedCount: exited.length,
    exitValue: exited.reduce((total, d) => total + Number(d.exitValue ?? 0), 0),
    averageRoi:
      rois.length > 0
        ? Math.round((rois.reduce((a, b) => a + b, 0) / rois.length) * 100) / 100
        : null,
    byStatus: DEAL_STATUSES.map((status) => ({
      status,
      count: deals.filter((d) => d.status === status).length,
    })),
    valueOverTime: valueOverTime(
      held.map((d) => ({
        amount: Number(d.amount),
        closingDate: d.closingDate,
        exitDate: d.exitDate,
        exit: Number(d.exitValue ?? d.amount),
      })),
    ),
    recent: recent.map((r) => ({ ...r, at: r.at.toISOString() })),
  };
}
