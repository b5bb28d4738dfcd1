import { desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DealStatus, DealType, SponsorableType } from '@shared/contracts/sponsors';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { bookings } from '@server/db/schema/bookings';
import { sponsors, sponsorshipDeals } from '@server/db/schema/deals';
import { leagues } from '@server/db/schema/leagues';
import { posts } from '@server/db/schema/posts';
import { sponsorshipDealHistory, sponsorshipDeliverables } from '@server/db/schema/sponsorship';
import { teams } from '@server/db/schema/teams';
import { users } from '@server/db/schema/users';
import { venues } from '@server/db/schema/venues';
import { SPONSOR_COMPANIES, type SeedDeal } from './sponsors-data';

const DAY = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Ids = Record<SponsorableType, Map<string, string>>;

/** The ids of the seeded teams, leagues and venues the deals name. */
async function entityIds(tx: Tx): Promise<Ids> {
  const teamRows = await tx.select({ id: teams.id, name: teams.name }).from(teams);
  const leagueRows = await tx.select({ id: leagues.id, name: leagues.name }).from(leagues);
  // The venues with the most check-ins, so a venue deal's KPI has something to show.
  const busy = await tx
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .innerJoin(bookings, eq(bookings.venueId, venues.id))
    .where(isNotNull(bookings.checkedInAt))
    .groupBy(venues.id, venues.name)
    .orderBy(desc(sql`count(*)`), venues.name)
    .limit(3);
  const byName = (rows: { id: string; name: string }[]) =>
    new Map(rows.map((row) => [row.name, row.id]));
  const venueMap = new Map(busy.map((row, index) => [`busy-venue-${index}`, row.id]));
  const empty = () => new Map<string, string>();
  return {
    team: byName(teamRows),
    league: byName(leagueRows),
    venue: venueMap,
    federation: empty(),
    player: empty(),
    esports_team: empty(),
    esports_org: empty(),
  };
}

/** Every step of a deal's life up to its status, a few days apart, ending now-ish. */
function historyOf(
  deal: SeedDeal,
  dealId: string,
  sponsorUserId: string,
  entityUserId: string | null,
  at: number,
) {
  const steps: {
    action: (typeof sponsorshipDealHistory.$inferInsert)['action'];
    side: 'sponsor' | 'entity' | null;
    from: DealStatus | null;
    to: DealStatus;
  }[] = [{ action: 'proposed', side: 'sponsor', from: null, to: 'draft' }];
  if (deal.status !== 'draft')
    steps.push({ action: 'sent', side: 'sponsor', from: 'draft', to: 'negotiation' });
  if (deal.status === 'terminated') {
    steps.push({ action: 'declined', side: 'entity', from: 'negotiation', to: 'terminated' });
  }
  if (['active', 'expired', 'renewed'].includes(deal.status)) {
    steps.push({ action: 'accepted', side: 'entity', from: 'negotiation', to: 'active' });
  }
  if (deal.status === 'expired')
    steps.push({ action: 'expired', side: null, from: 'active', to: 'expired' });
  if (deal.status === 'renewed')
    steps.push({ action: 'renewed', side: 'sponsor', from: 'active', to: 'renewed' });
  return steps.map((step, index) => ({
    dealId,
    actorId: step.side === 'sponsor' ? sponsorUserId : step.side === 'entity' ? entityUserId : null,
    side: step.side,
    action: step.action,
    fromStatus: step.from,
    toStatus: step.to,
    createdAt: new Date(at + index * 3 * DAY),
  }));
}

/**
 * Sponsors and their deals: the sponsor demo account's drinks brand with a deal in every status
 * (two negotiations waiting for the manager's and the player's teams), and three more companies so
 * discovery and the sponsor pages look lived in. Runs once (skips when the demo sponsor has a
 * profile), so what a user changes stays changed.
 */
export async function seedSponsors(db: Db) {
  await db.transaction(async (tx) => {
    const [demo] = await tx
      .select({ id: users.id, password: users.password })
      .from(users)
      .where(eq(users.email, 'sponsor@matchday.dev'));
    if (!demo) return;
    const [seeded] = await tx.select({ id: sponsors.id }).from(sponsors).limit(1);
    if (seeded) return;
    const ids = await entityIds(tx);
    const now = Date.now();
    for (const company of SPONSOR_COMPANIES) {
      let userId = demo.id;
      if (company.email !== 'sponsor@matchday.dev') {
        const [user] = await tx
          .insert(users)
          .values({
            email: company.email,
            password: demo.password,
            firstName: company.contact[0],
            lastName: company.contact[1],
            userType: 'sponsor',
            roles: ['sponsor'],
            location: company.profile.headquarters,
          })
          .onConflictDoUpdate({ target: users.email, set: { userType: 'sponsor' } })
          .returning({ id: users.id });
        userId = user!.id;
      }
      const [sponsor] = await tx
        .insert(sponsors)
        .values({
          userId,
          ...company.profile,
          sponsorshipBudget: String(company.profile.sponsorshipBudget),
        })
        .returning({ id: sponsors.id });
      for (const deal of company.deals) {
        const entityId = ids[deal.entityType].get(deal.entityName);
        if (!entityId) continue;
        const start = now + deal.startDays * DAY;
        // Proposed a month before the start, but never later than 12 days ago: a deal starting
        // next season was still proposed in the past, and its history (steps 3 days apart) too.
        const proposedAt = Math.min(start - 30 * DAY, now - 12 * DAY);
        const [row] = await tx
          .insert(sponsorshipDeals)
          .values({
            sponsorId: sponsor!.id,
            entityType: deal.entityType,
            entityId,
            dealName: deal.dealName,
            dealType: deal.dealType as DealType,
            amount: String(deal.amount),
            startDate: dateOf(start),
            endDate: dateOf(start + deal.lengthDays * DAY),
            exclusivity: deal.exclusivity ?? false,
            kpis: deal.kpis ?? [],
            status: deal.status,
            signedDate: ['active', 'expired', 'renewed'].includes(deal.status)
              ? dateOf(start - 7 * DAY)
              : null,
            createdAt: new Date(proposedAt),
          })
          .returning({ id: sponsorshipDeals.id });
        const [party] = await tx
          .execute(
            sql`select coalesce(t.captain_id, v.owner_id, l.admin_id) as id
                from (select 1) x
                left join teams t on t.id = ${entityId}
                left join venues v on v.id = ${entityId}
                left join leagues l on l.id = ${entityId}`,
          )
          .then((r) => (r as { rows: { id: string | null }[] }).rows);
        await tx
          .insert(sponsorshipDealHistory)
          .values(historyOf(deal, row!.id, userId, party?.id ?? null, proposedAt));
        const done =
          deal.status === 'active' || deal.status === 'expired' || deal.status === 'renewed';
        await tx.insert(sponsorshipDeliverables).values(
          deal.deliverables.map((title, position) => {
            // Half of an active deal's checklist is ticked off; a finished deal's all of it.
            const ticked = done && (deal.status !== 'active' || position % 2 === 0);
            return {
              dealId: row!.id,
              title,
              position,
              doneAt: ticked
                ? new Date(Math.min(start + (position + 1) * 5 * DAY, now - DAY))
                : null,
              doneById: ticked ? (party?.id ?? null) : null,
              evidenceUrl: ticked
                ? `https://example.com/evidence/${row!.id.slice(0, 8)}-${position}`
                : null,
            };
          }),
        );
      }
    }
    await mentionBrands(tx, now);
  });
}

/** A few players' posts naming the demo brand, so its "brand mentions" KPI counts real posts. */
async function mentionBrands(tx: Tx, now: number) {
  const authors = await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.userType, ['player']))
    .orderBy(users.id)
    .limit(4);
  const lines = [
    'Cold AquaBoost after a Sunday League win hits different. Great game lads!',
    'Our league is now powered by AquaBoost: free drinks at every fixture this season.',
    'Tried the new AquaBoost electrolyte mix at training. Legs felt fresh in the second half.',
    'Shout-out to AquaBoost for the hydration station at the ground today.',
  ];
  await tx.insert(posts).values(
    authors.map((author, index) => ({
      authorId: author.id,
      content: lines[index]!,
      createdAt: new Date(now - (index * 9 + 2) * DAY),
    })),
  );
}
