import { and, eq, sql } from 'drizzle-orm';
import {
  NO_SPONSOR_PROFILE,
  SPONSOR_NOT_FOUND,
  type SponsorProfileInput,
  type SponsorView,
} from '@shared/contracts/sponsors';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { sponsors, sponsorshipDeals } from '@server/db/schema/deals';
import { notFound } from '@server/lib/app-error';
import { placeSponsorOnMap } from './sponsor-map';
import { entityNamesOf, entityTypeOf, expireOverdue, todayOf, type SponsorRow } from './deal-rows';

const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** The public profile: what the company is, and what it sponsors today (its active deals). */
async function viewOf(tx: Tx, row: SponsorRow): Promise<SponsorView> {
  const active = await tx
    .select()
    .from(sponsorshipDeals)
    .where(and(eq(sponsorshipDeals.sponsorId, row.id), eq(sponsorshipDeals.status, 'active')));
  const names = await entityNamesOf(tx, active);
  const sponsoring = active.map((deal) => ({
    entityType: entityTypeOf(deal),
    entityId: deal.entityId,
    name: names.get(deal.id) ?? 'Removed',
    dealType: deal.dealType,
  }));
  return {
    id: row.id,
    userId: row.userId,
    companyName: row.companyName,
    industry: row.industry,
    description: row.description,
    sponsorType: row.sponsorType,
    sponsorshipBudget: row.sponsorshipBudget === null ? null : Number(row.sponsorshipBudget),
    preferredSports: row.preferredSports,
    preferredRegions: row.preferredRegions,
    targetDemographics: list(row.targetDemographics),
    marketingObjectives: list(row.marketingObjectives),
    website: row.website,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    headquarters: row.headquarters,
    logo: row.logo,
    isVerified: row.isVerified,
    activeDeals: active.length,
    sponsoring,
  };
}

/** POST /api/sponsors: creates my profile, or replaces its fields. One profile per account. */
export async function saveMySponsor(db: Db, userId: string, body: SponsorProfileInput) {
  return db.transaction(async (tx) => {
    const fields = {
      companyName: body.companyName,
      industry: blankToNull(body.industry),
      description: blankToNull(body.description),
      sponsorType: body.sponsorType ?? null,
      sponsorshipBudget:
        body.sponsorshipBudget === null || body.sponsorshipBudget === undefined
          ? null
          : String(body.sponsorshipBudget),
      preferredSports: body.preferredSports,
      preferredRegions: body.preferredRegions,
      targetDemographics: body.targetDemographics,
      marketingObjectives: body.marketingObjectives,
      website: blankToNull(body.website),
      contactEmail: blankToNull(body.contactEmail),
      contactPhone: blankToNull(body.contactPhone),
      headquarters: blankToNull(body.headquarters),
      logo: blankToNull(body.logo),
    };
    // Serialises two first saves of one account, so it never gets two profiles.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sponsor-profile:${userId}`}))`);
    const [existing] = await tx.select().from(sponsors).where(eq(sponsors.userId, userId));
    const [row] = existing
      ? await tx.update(sponsors).set(fields).where(eq(sponsors.id, existing.id)).returning()
      : await tx
          .insert(sponsors)
          .values({ userId, ...fields })
          .returning();
    await placeSponsorOnMap(tx, row!);
    return { created: !existing, view: await viewOf(tx, row!) };
  });
}

/** GET /api/sponsors/me: 404 with a hint until the profile exists. */
export async function getMySponsor(db: Db, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    await expireOverdue(tx, todayOf(now));
    const [row] = await tx.select().from(sponsors).where(eq(sponsors.userId, userId));
    if (!row) throw notFound(NO_SPONSOR_PROFILE);
    return viewOf(tx, row);
  });
}

/** GET /api/sponsors/{id}: the public sponsor page. */
export async function getSponsor(db: Db, id: string, now: Date) {
  return db.transaction(async (tx) => {
    await expireOverdue(tx, todayOf(now));
    const [row] = await tx.select().from(sponsors).where(eq(sponsors.id, id));
    if (!row) throw notFound(SPONSOR_NOT_FOUND);
    return viewOf(tx, row);
  });
}
