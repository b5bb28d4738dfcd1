import { asc, eq, inArray, or } from 'drizzle-orm';
import type { DealStatus } from '@shared/contracts/investors';
import type { Db } from '@server/db/client';
import { investmentDeals, investors } from '@server/db/schema/deals';
import { esportsOrganizations } from '@server/db/schema/esports';
import { federations } from '@server/db/schema/federations';
import {
  dataRoomRequests,
  investmentDealHistory,
  investmentDocuments,
  investmentMilestones,
} from '@server/db/schema/investment';
import { leagues } from '@server/db/schema/leagues';
import { teams } from '@server/db/schema/teams';
import { users } from '@server/db/schema/users';
import { venues } from '@server/db/schema/venues';
import { refreshInvestorTotals } from '@server/features/investors/investors.service';
import { roiOf } from '@server/features/investors/pipeline';
import { demoPlans } from './investment-plans';

const DAY = 24 * 60 * 60_000;
const PIPELINE: DealStatus[] = ['prospecting', 'due_diligence', 'negotiation', 'closed', 'active'];

/** The statuses a deal went through to reach its own. */
function pathTo(status: DealStatus): DealStatus[] {
  if (status === 'failed') return ['prospecting', 'due_diligence', 'failed'];
  if (status === 'exited') return [...PIPELINE, 'exited'];
  return PIPELINE.slice(0, PIPELINE.indexOf(status) + 1);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The investor demo account (Northgate Sports Capital): a profile and deals in every stage on
 * seeded teams, venues, a league, a federation and an esports organisation, plus startups, with
 * history, milestones, documents and data-room requests waiting on owner@'s venue and manager@'s
 * team. Runs once: skipped when the account already has a profile.
 */
export async function seedInvestments(db: Db) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, ['investor@matchday.dev', 'owner@matchday.dev', 'manager@matchday.dev']),
    );
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const investorUser = idOf('investor@matchday.dev');
  const owner = idOf('owner@matchday.dev');
  if (!investorUser || !owner) return;
  const [existing] = await db
    .select({ id: investors.id })
    .from(investors)
    .where(eq(investors.userId, investorUser));
  if (existing) return;

  const ownerVenues = await db
    .select({ id: venues.id })
    .from(venues)
    .where(eq(venues.ownerId, owner))
    .orderBy(asc(venues.name))
    .limit(2);
  const manager = idOf('manager@matchday.dev');
  const [managedTeam] = manager
    ? await db
        .select({ id: teams.id })
        .from(teams)
        .where(or(eq(teams.managerId, manager), eq(teams.captainId, manager)))
        .orderBy(asc(teams.name))
        .limit(1)
    : [];
  const [anyTeam] = await db.select({ id: teams.id }).from(teams).orderBy(asc(teams.name)).limit(1);
  const [league] = await db
    .select({ id: leagues.id })
    .from(leagues)
    .orderBy(asc(leagues.name))
    .limit(1);
  const [federation] = await db.select({ id: federations.id }).from(federations).limit(1);
  const [org] = await db
    .select({ id: esportsOrganizations.id })
    .from(esportsOrganizations)
    .orderBy(asc(esportsOrganizations.name))
    .limit(1);
  const team = managedTeam ?? anyTeam;
  const plans = demoPlans({ team, ownerVenues, league, federation, org });
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);

  await db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(investors)
      .values({
        userId: investorUser,
        investorName: 'Northgate Sports Capital',
        investorType: 'vc',
        investmentFocus: ['clubs', 'venues', 'sports tech', 'esports'],
        minimumInvestment: '25000.00',
        maximumInvestment: '500000.00',
        preferredStage: 'early',
        preferredSports: ['Football', 'Padel', 'Tennis', 'Esports'],
        preferredRegions: ['United Kingdom', 'Spain', 'Nordics'],
        bio: 'Early-stage capital for grassroots clubs, venues and the technology around them.',
        exitStrategy: 'Trade sale or buy-back after four to six years.',
        expertise: ['venue operations', 'media rights', 'consumer apps'],
        website: 'https://northgate.example.com',
      })
      .returning({ id: investors.id });
    for (const plan of plans) {
      const exitValue = plan.exitMultiple ? plan.amount * plan.exitMultiple : null;
      const [deal] = await tx
        .insert(investmentDeals)
        .values({
          investorId: profile!.id,
          targetType: plan.target.type,
          targetId: plan.target.id,
          dealName: plan.name,
          investmentType: plan.investmentType,
          amount: plan.amount.toFixed(2),
          valuation: plan.valuation?.toFixed(2),
          status: plan.status,
          closingDate: plan.closedDaysAgo ? isoDay(ago(plan.closedDaysAgo)) : null,
          exitDate: plan.exitedDaysAgo ? isoDay(ago(plan.exitedDaysAgo)) : null,
          roi: exitValue === null ? null : roiOf(plan.amount, exitValue).toFixed(2),
          createdAt: ago(plan.openedDaysAgo),
        })
        .returning({ id: investmentDeals.id });
      const dealId = deal!.id;
      // Steps spread from the opening to the closing (or today), then active and exit after it.
      const path = pathTo(plan.status);
      const end = plan.closedDaysAgo ?? 1;
      await tx.insert(investmentDealHistory).values(
        path.map((status, index) => {
          let days =
            plan.openedDaysAgo -
            ((plan.openedDaysAgo - end) * index) / Math.max(1, path.length - 1);
          if (status === 'closed') days = plan.closedDaysAgo ?? days;
          if (status === 'active') days = (plan.closedDaysAgo ?? 2) - 1;
          if (status === 'exited') days = plan.exitedDaysAgo ?? 0;
          return {
            dealId,
            fromStatus: index === 0 ? null : path[index - 1]!,
            toStatus: status,
            changedBy: investorUser,
            exitValue: status === 'exited' && exitValue !== null ? exitValue.toFixed(2) : null,
            createdAt: ago(days),
          };
        }),
      );
      for (const [title, dueInDaysAgo, done] of plan.milestones ?? []) {
        await tx.insert(investmentMilestones).values({
          dealId,
          title,
          dueDate: isoDay(ago(dueInDaysAgo)),
          doneAt: done ? ago(dueInDaysAgo) : null,
          doneBy: done ? investorUser : null,
        });
      }
      if (plan.status !== 'prospecting') {
        await tx.insert(investmentDocuments).values({
          dealId,
          title: 'Term sheet (draft)',
          url: `https://northgate.example.com/deals/${encodeURIComponent(plan.name)}`,
          addedBy: investorUser,
        });
      }
      if (plan.dataRoom) {
        const shared = plan.dataRoom.status === 'shared';
        await tx.insert(dataRoomRequests).values({
          dealId,
          requestedBy: investorUser,
          message: plan.dataRoom.message,
          status: plan.dataRoom.status,
          answeredBy: shared ? owner : null,
          answeredAt: shared ? ago(plan.openedDaysAgo - 10) : null,
          createdAt: ago(plan.openedDaysAgo - 5),
        });
      }
    }
    await refreshInvestorTotals(tx, profile!.id);
  });
}
