import { sql } from 'drizzle-orm';
import type { DomainEventOf } from '@shared/events';
import { type Db, rowsOf } from '@server/db/client';
import { findEntityParty, type PartyEntityType } from '@server/lib/entity-parties';
import type { NotificationInput } from './notify';

const TITLES: Record<string, string> = {
  sent: 'New sponsorship proposal',
  countered: 'Sponsorship counter-offer',
  accepted: 'Sponsorship deal accepted',
  declined: 'Sponsorship proposal declined',
  withdrawn: 'Sponsorship proposal withdrawn',
  terminated: 'Sponsorship deal terminated',
};

type DealFacts = { dealName: string; companyName: string; sponsorUserId: string };

/**
 * A proposal, counter-offer, answer or ending of a sponsorship deal: the other side hears it
 * (the sponsor, or everyone who acts for the sponsored team, venue, league…).
 */
export async function sponsorshipChanged(
  db: Db,
  { data }: DomainEventOf<'sponsorship.changed'>,
): Promise<NotificationInput[]> {
  const title = TITLES[data.action];
  if (!title) return [];
  const [deal] = await rowsOf<DealFacts & { entityType: string; entityId: string }>(
    db,
    sql`SELECT d.deal_name AS "dealName", s.company_name AS "companyName",
               s.user_id AS "sponsorUserId", d.entity_type AS "entityType", d.entity_id AS "entityId"
          FROM sponsorship_deals d JOIN sponsors s ON s.id = d.sponsor_id
         WHERE d.id = ${data.dealId}`,
  );
  if (!deal) return [];
  const party = await findEntityParty(db, deal.entityType as PartyEntityType, deal.entityId);
  const people =
    data.actorId === deal.sponsorUserId ? (party?.managerIds ?? []) : [deal.sponsorUserId];
  return people
    .filter((userId) => userId !== data.actorId)
    .map((userId) => ({
      userId,
      type: 'payment' as const,
      key: `sponsorship.${data.action}:${data.dealId}:${data.at}`,
      title,
      message: `${deal.companyName} × ${party?.name ?? 'a deal'}: ${deal.dealName}.`,
      link: `/sponsorship-deals/${data.dealId}`,
      relatedId: data.dealId,
      actorId: data.actorId,
    }));
}
