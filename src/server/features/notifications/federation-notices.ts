import { eq } from 'drizzle-orm';
import type { DomainEventOf } from '@shared/events';
import type { Db } from '@server/db/client';
import {
  federationAffiliations,
  federationOfficials,
  federations,
} from '@server/db/schema/federations';
import { leagues } from '@server/db/schema/leagues';
import { teams } from '@server/db/schema/teams';
import { nameOf } from './lookups';
import type { NotificationInput } from './notify';

/** Federations: officials hear of requests, the one who asked hears the answer. */

async function requestFacts(db: Db, requestId: string) {
  const [row] = await db
    .select({
      federation: federations.name,
      kind: federationAffiliations.kind,
      team: teams.name,
      league: leagues.name,
    })
    .from(federationAffiliations)
    .innerJoin(federations, eq(federations.id, federationAffiliations.federationId))
    .leftJoin(teams, eq(teams.id, federationAffiliations.teamId))
    .leftJoin(leagues, eq(leagues.id, federationAffiliations.leagueId))
    .where(eq(federationAffiliations.id, requestId));
  if (!row) return null;
  return { federation: row.federation, kind: row.kind, target: row.team ?? row.league ?? '' };
}

async function officialIds(db: Db, federationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: federationOfficials.userId })
    .from(federationOfficials)
    .where(eq(federationOfficials.federationId, federationId));
  return rows.map((row) => row.userId);
}

export async function federationRequested(
  db: Db,
  { data }: DomainEventOf<'federation.requested'>,
): Promise<NotificationInput[]> {
  const facts = await requestFacts(db, data.requestId);
  if (!facts) return [];
  const asker = await nameOf(db, data.userId);
  const what =
    facts.kind === 'club'
      ? `${asker} asks for ${facts.target} to join ${facts.federation}.`
      : `${asker} asks ${facts.federation} to sanction ${facts.target}.`;
  return (await officialIds(db, data.federationId))
    .filter((userId) => userId !== data.userId)
    .map((userId) => ({
      userId,
      type: 'team' as const,
      key: `federation.requested:${data.requestId}`,
      title: facts.kind === 'club' ? 'A club asks to join' : 'A league asks to be sanctioned',
      message: what,
      link: `/federations/${data.federationId}?tab=manage`,
      relatedId: data.federationId,
      actorId: data.userId,
    }));
}

export async function federationRequestDecided(
  db: Db,
  { data }: DomainEventOf<'federation.request_decided'>,
): Promise<NotificationInput[]> {
  if (!data.userId) return [];
  const facts = await requestFacts(db, data.requestId);
  if (!facts) return [];
  const verb = data.accepted ? 'accepted' : 'declined';
  return [
    {
      userId: data.userId,
      type: 'team',
      key: `federation.request_decided:${data.requestId}`,
      title: data.accepted ? 'Request accepted' : 'Request declined',
      message:
        facts.kind === 'club'
          ? `${facts.federation} ${verb} ${facts.target} as a member club.`
          : `${facts.federation} ${verb} sanctioning ${facts.target}.`,
      link: `/federations/${data.federationId}`,
      relatedId: data.federationId,
    },
  ];
}
