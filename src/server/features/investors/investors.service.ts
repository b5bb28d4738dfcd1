import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  NO_INVESTOR_PROFILE,
  type InvestorProfileBody,
  type InvestorProfileView,
} from '@shared/contracts/investors';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { investmentDeals, investors } from '@server/db/schema/deals';
import { conflict, notFound } from '@server/lib/app-error';
import { investorView } from './investor-rows';

const money = (value: number | null | undefined) =>
  value === null || value === undefined ? null : value.toFixed(2);

/** POST /api/investors: one profile per account, created the first time, replaced after. */
export async function saveInvestorProfile(
  db: Db,
  userId: string,
  body: InvestorProfileBody & { investmentFocus?: string[] },
): Promise<{ created: boolean; profile: InvestorProfileView }> {
  const values = {
    investorName: body.investorName,
    investorType: body.investorType,
    investmentFocus: body.investmentFocus ?? [],
    minimumInvestment: money(body.minimumInvestment),
    maximumInvestment: money(body.maximumInvestment),
    preferredStage: body.preferredStage ?? null,
    preferredSports: body.preferredSports ?? [],
    preferredRegions: body.preferredRegions ?? [],
    exitStrategy: body.exitStrategy || null,
    bio: body.bio || null,
    expertise: body.expertise ?? [],
    linkedinProfile: body.linkedinProfile ?? null,
    website: body.website ?? null,
  };
  return db.transaction(async (tx) => {
    // Serialises two first saves of one account, so it never gets two profiles.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('investor:' || ${userId}))`);
    const [existing] = await tx
      .select({ id: investors.id })
      .from(investors)
      .where(eq(investors.userId, userId));
    const [row] = existing
      ? await tx.update(investors).set(values).where(eq(investors.id, existing.id)).returning()
      : await tx
          .insert(investors)
          .values({ userId, ...values })
          .returning();
    return { created: !existing, profile: investorView(row!) };
  });
}

export async function findInvestorId(db: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: investors.id })
    .from(investors)
    .where(eq(investors.userId, userId));
  return row?.id ?? null;
}

/** The caller's profile id, or 409 telling them to create one. */
export async function requireInvestorId(db: Db | Tx, userId: string): Promise<string> {
  const id = await findInvestorId(db, userId);
  if (!id) throw conflict(NO_INVESTOR_PROFILE, 'no_investor_profile');
  return id;
}

/** GET /api/investors/me */
export async function getMyInvestorProfile(db: Db, userId: string) {
  const [row] = await db.select().from(investors).where(eq(investors.userId, userId));
  if (!row) throw notFound(NO_INVESTOR_PROFILE);
  return investorView(row);
}

/**
 * The profile's figures (SPEC §3 totalInvested, activeInvestments, successfulExits, averageROI)
 * follow from its deals; recomputed in the transaction that moved one.
 */
export async function refreshInvestorTotals(tx: Tx, investorId: string) {
  const held = ['closed', 'active', 'exited'] as const;
  const [totals] = await tx
    .select({
      invested: sql<string>`coalesce(sum(${investmentDeals.amount}), 0)`,
      active: sql<number>`count(*) filter (where ${investmentDeals.status} in ('closed', 'active'))::int`,
      exits: sql<number>`count(*) filter (where ${investmentDeals.status} = 'exited' and ${investmentDeals.roi} > 0)::int`,
      roi: sql<string | null>`round(avg(${investmentDeals.roi}), 2)`,
    })
    .from(investmentDeals)
    .where(
      and(eq(investmentDeals.investorId, investorId), inArray(investmentDeals.status, [...held])),
    );
  await tx
    .update(investors)
    .set({
      totalInvested: totals?.invested ?? '0',
      activeInvestments: totals?.active ?? 0,
      successfulExits: totals?.exits ?? 0,
      averageROI: totals?.roi ?? null,
    })
    .where(eq(investors.id, investorId));
}
