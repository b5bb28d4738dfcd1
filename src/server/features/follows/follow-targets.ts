import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FollowEntityType } from '@shared/enums';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { sponsors } from '@server/db/schema/deals';
import { esportsOrganizations, esportsTeams } from '@server/db/schema/esports';
import { federations } from '@server/db/schema/federations';
import { leagues } from '@server/db/schema/leagues';
import { teams } from '@server/db/schema/teams';
import { venues } from '@server/db/schema/venues';

/**
 * What each followable kind is in the database. `entity_follows.entity_id` can carry no foreign
 * key (it points into a table chosen by `entity_type`), so this table is how a follow finds its
 * target: to check it exists and to name it.
 */
type Target = {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  image: SQL | PgColumn;
  /** Only what a visitor may see can be followed (a closed venue cannot). */
  visible?: SQL;
};

const TARGETS: Record<FollowEntityType, Target> = {
  team: {
    table: teams,
    id: teams.id,
    name: teams.name,
    image: teams.logo,
  },
  league: {
    table: leagues,
    id: leagues.id,
    name: leagues.name,
    image: leagues.logo,
  },
  federation: {
    table: federations,
    id: federations.id,
    name: federations.name,
    image: federations.logo,
  },
  venue: {
    table: venues,
    id: venues.id,
    name: venues.name,
    image: sql`(${venues.images})[1]`,
    visible: sql`${venues.isActive}`,
  },
  esports_team: {
    table: esportsTeams,
    id: esportsTeams.id,
    name: esportsTeams.name,
    image: esportsTeams.logo,
  },
  esports_org: {
    table: esportsOrganizations,
    id: esportsOrganizations.id,
    name: esportsOrganizations.name,
    image: esportsOrganizations.logo,
  },
  sponsor: {
    table: sponsors,
    id: sponsors.id,
    name: sponsors.companyName,
    image: sponsors.logo,
  },
};

/** True when the entity exists and may be followed. */
export async function targetExists(tx: Tx, type: FollowEntityType, id: string) {
  const target = TARGETS[type];
  const found = await tx
    .select({ id: target.id })
    .from(target.table)
    .where(and(eq(target.id, id), target.visible))
    .limit(1);
  return found.length > 0;
}

/** Names and pictures of several entities of one kind, by id. */
export async function describeTargets(tx: Db | Tx, type: FollowEntityType, ids: string[]) {
  if (ids.length === 0) return new Map<string, { name: string; imageUrl: string | null }>();
  const target = TARGETS[type];
  const rows = await tx
    .select({ id: target.id, name: target.name, image: sql<string | null>`${target.image}` })
    .from(target.table)
    .where(inArray(target.id, ids));
  return new Map(
    rows.map((row) => [
      String(row.id),
      { name: String(row.name), imageUrl: row.image ? String(row.image) : null },
    ]),
  );
}

/** Names and pictures of entities of any kinds, keyed `${type}:${id}`; gone ones are missing. */
export async function describeEntities(
  tx: Db | Tx,
  entities: { entityType: FollowEntityType; entityId: string }[],
) {
  const byType = new Map<FollowEntityType, string[]>();
  for (const { entityType, entityId } of entities) {
    byType.set(entityType, [...(byType.get(entityType) ?? []), entityId]);
  }
  const names = new Map<string, { name: string; imageUrl: string | null }>();
  for (const [type, ids] of byType) {
    for (const [id, described] of await describeTargets(tx, type, ids)) {
      names.set(`${type}:${id}`, described);
    }
  }
  return names;
}

/**
 * Teams and leagues keep a follower count of their own (SPEC §3 followers_count); it moves in
 * the transaction that adds or removes the follow, so it never drifts from the rows.
 */
export async function moveFollowerCounter(
  tx: Tx,
  type: FollowEntityType,
  id: string,
  delta: 1 | -1,
) {
  if (type === 'team') {
    await tx
      .update(teams)
      .set({ followersCount: sql`greatest(${teams.followersCount} + ${delta}, 0)` })
      .where(eq(teams.id, id));
  } else if (type === 'league') {
    await tx
      .update(leagues)
      .set({ followersCount: sql`greatest(${leagues.followersCount} + ${delta}, 0)` })
      .where(eq(leagues.id, id));
  }
}
