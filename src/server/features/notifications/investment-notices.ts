import { eq } from 'drizzle-orm';
import type { DomainEventOf } from '@shared/events';
import type { Db } from '@server/db/client';
import { investmentDeals, investors } from '@server/db/schema/deals';
import { findEntityParty } from '@server/lib/entity-parties';
import type { NotificationInput } from './notify';

/** The deal, its investor and the accounts acting for its target (none for a startup). */
async function dealFacts(db: Db, dealId: string) {
  const [deal] = await db
    .select({
      dealName: investmentDeals.dealName,
      targetType: investmentDeals.targetType,
      targetId: investmentDeals.targetId,
      investorName: investors.investorName,
      investorUserId: investors.userId,
    })
    .from(investmentDeals)
    .innerJoin(investors, eq(investors.id, investmentDeals.investorId))
    .where(eq(investmentDeals.id, dealId));
  if (!deal) return null;
  const party =
    deal.targetId && deal.targetType !== 'startup' && deal.targetType !== 'technology'
      ? await findEntityParty(db, deal.targetType, deal.targetId)
      : null;
  return { ...deal, targetName: party?.name ?? deal.dealName, managers: party?.managerIds ?? [] };
}

const toTarget = async (
  db: Db,
  dealId: string,
  actorId: string,
  key: string,
  text: (facts: NonNullable<Awaited<ReturnType<typeof dealFacts>>>) => [string, string],
): Promise<NotificationInput[]> => {
  const facts = await dealFacts(db, dealId);
  if (!facts) return [];
  const [title, message] = text(facts);
  return facts.managers
    .filter((userId) => userId !== actorId)
    .map((userId) => ({
      userId,
      type: 'social' as const,
      key: `${key}:${dealId}`,
      title,
      message,
      link: `/investments/${dealId}`,
      relatedId: dealId,
      actorId,
    }));
};

/** An investor opened a deal on a team, venue, league…: its managers hear of the interest. */
export const investmentInterest = (db: Db, { data }: DomainEventOf<'investment.interest'>) =>
  toTarget(db, data.dealId, data.investorUserId, 'investment.interest', (f) => [
    'New investor interest',
    `${f.investorName} is interested in investing in ${f.targetName} (${f.dealName}).`,
  ]);

export const investmentDataRoomRequested = (
  db: Db,
  { data }: DomainEventOf<'investment.data_room_requested'>,
) =>
  toTarget(db, data.dealId, data.investorUserId, 'investment.data_room', (f) => [
    'Data-room request',
    `${f.investorName} asks ${f.targetName} to open its data room for ${f.dealName}.`,
  ]);

/** The target answered: the investor hears whether the data room is open. */
export async function investmentDataRoomAnswered(
  db: Db,
  { data }: DomainEventOf<'investment.data_room_answered'>,
): Promise<NotificationInput[]> {
  const facts = await dealFacts(db, data.dealId);
  if (!facts) return [];
  return [
    {
      userId: facts.investorUserId,
      type: 'social',
      key: `investment.data_room_answered:${data.dealId}`,
      title: data.shared ? 'Data room shared' : 'Data-room request declined',
      message: data.shared
        ? `${facts.targetName} shared its data room for ${facts.dealName}.`
        : `${facts.targetName} declined the data-room request for ${facts.dealName}.`,
      link: `/investments/${data.dealId}`,
      relatedId: data.dealId,
      actorId: data.answeredBy,
    },
  ];
}
