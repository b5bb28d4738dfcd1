import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { esportsOrganizations, esportsTeams } from '@server/db/schema/esports';
import { esportsTournaments } from '@server/db/schema/esports-tournaments';
import { federationOfficials, federations } from '@server/db/schema/federations';
import { games } from '@server/db/schema/games';
import { leagues } from '@server/db/schema/leagues';
import { teams } from '@server/db/schema/teams';
import { users } from '@server/db/schema/users';
import { venues } from '@server/db/schema/venues';

/**
 * Deals, coaching and interest all point at "an entity": a row in a table chosen by a type column,
 * so it has no foreign key. This module is the one place that knows, for each type, where the row
 * is, what it is called, and which accounts act for it (the other side of a deal): a team's captain
 * or manager, a league's admin, a federation's president or officials, a venue's owner, a player
 * themself, an esports team's captain, an organisation's owner, an event's organiser.
 */
export const PARTY_ENTITY_TYPES = [
  'team',
  'league',
  'federation',
  'venue',
  'player',
  'esports_team',
  'esports_org',
  'game',
  'esports_tournament',
] as const;
export type PartyEntityType = (typeof PARTY_ENTITY_TYPES)[number];

type Party = {
  table: PgTable;
  id: PgColumn;
  /** The entity's name, read from its row. */
  name: SQL;
  /** The ids of the accounts that act for the entity, as a uuid[] read from its row. */
  managers: SQL;
};

const ids = (...columns: PgColumn[]) =>
  sql`array_remove(array[${sql.join(columns, sql`, `)}]::uuid[], null)`;

const PARTIES: Record<PartyEntityType, Party> = {
  team: {
    table: teams,
    id: teams.id,
    name: sql`${teams.name}`,
    managers: ids(teams.captainId, teams.managerId),
  },
  league: {
    table: leagues,
    id: leagues.id,
    name: sql`${leagues.name}`,
    managers: ids(leagues.adminId),
  },
  federation: {
    table: federations,
    id: federations.id,
    name: sql`${federations.name}`,
    managers: sql`${ids(federations.presidentId)} || array(select ${federationOfficials.userId}
      from ${federationOfficials} where ${federationOfficials.federationId} = ${federations.id})`,
  },
  venue: { table: venues, id: venues.id, name: sql`${venues.name}`, managers: ids(venues.ownerId) },
  // A player is their account: the entity id is the user's id.
  player: {
    table: users,
    id: users.id,
    name: sql`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
    managers: ids(users.id),
  },
  esports_team: {
    table: esportsTeams,
    id: esportsTeams.id,
    name: sql`${esportsTeams.name}`,
    managers: ids(esportsTeams.captainId),
  },
  esports_org: {
    table: esportsOrganizations,
    id: esportsOrganizations.id,
    name: sql`${esportsOrganizations.name}`,
    managers: ids(esportsOrganizations.ownerId),
  },
  game: { table: games, id: games.id, name: sql`${games.title}`, managers: ids(games.organizerId) },
  esports_tournament: {
    table: esportsTournaments,
    id: esportsTournaments.id,
    name: sql`${esportsTournaments.name}`,
    managers: ids(esportsTournaments.organizerId),
  },
};

export type EntityParty = { name: string; managerIds: string[] };

/**
 * The entity's name and the accounts that act for it, or null when there is no such entity.
 * `managerIds` may be empty (a team whose captain deleted their account).
 */
export async function findEntityParty(
  db: Db | Tx,
  type: PartyEntityType,
  id: string,
): Promise<EntityParty | null> {
  const party = PARTIES[type];
  const [row] = await db
    .select({ name: sql<string>`${party.name}`, managerIds: sql<string[]>`${party.managers}` })
    .from(party.table)
    .where(eq(party.id, id))
    .limit(1);
  return row ?? null;
}

/** True when the user acts for the entity (false too when there is no such entity). */
export async function actsForEntity(
  db: Db | Tx,
  userId: string,
  type: PartyEntityType,
  id: string,
): Promise<boolean> {
  const party = await findEntityParty(db, type, id);
  return party?.managerIds.includes(userId) ?? false;
}

/**
 * A condition on a row whose (type, id) columns point at an entity: true when `userId` acts for
 * that entity. For listing "deals offered to me" in one query. The row's table must not be one of
 * the entity tables (its columns would be shadowed inside the subquery).
 */
export function actsForColumns(userId: string, typeColumn: PgColumn, idColumn: PgColumn): SQL {
  const cases = PARTY_ENTITY_TYPES.map((type) => {
    const party = PARTIES[type];
    return sql`(${typeColumn}::text = ${type} and exists (select 1 from ${party.table}
      where ${party.id} = ${idColumn} and ${userId}::uuid = any(${party.managers})))`;
  });
  return sql`(${sql.join(cases, sql` or `)})`;
}
