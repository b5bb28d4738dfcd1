import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { BoardMember, FederationView } from '@shared/contracts/federations';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { federationOfficials, federations } from '@server/db/schema/federations';
import { sports } from '@server/db/schema/sports';
import { users } from '@server/db/schema/users';
import { forbidden, notFound } from '@server/lib/app-error';

export const FEDERATION_NOT_FOUND = 'Federation not found';
export const NOT_AN_OFFICIAL = 'Only the federation’s officials can do that';

/**
 * The teams a federation counts: its member clubs and the accepted teams of the leagues it
 * sanctions. One definition, used by the player count and the players-over-time chart.
 */
export const federationTeamIds = (federationId: SQL | string) => sql`(
  select a.team_id from federation_affiliations a
   where a.federation_id = ${federationId} and a.kind = 'club' and a.status = 'accepted'
  union
  select lt.team_id from league_teams lt join leagues l on l.id = lt.league_id
   where l.federation_id = ${federationId} and lt.status = 'accepted')`;

/** Federations with their computed figures and whether `viewerId` is one of their officials. */
export function selectFederations(db: Db | Tx, viewerId: string | null) {
  const id = sql`${federations.id}`;
  return db
    .select({
      federation: federations,
      sportName: sports.name,
      sportIcon: sports.icon,
      presidentFirstName: users.firstName,
      presidentLastName: users.lastName,
      presidentImage: users.profileImageUrl,
      memberClubs: sql<number>`(select count(*)::int from federation_affiliations a
        where a.federation_id = ${id} and a.kind = 'club' and a.status = 'accepted')`,
      leagues: sql<number>`(select count(*)::int from leagues l where l.federation_id = ${id})`,
      registeredPlayers: sql<number>`(select count(distinct tm.user_id)::int from team_members tm
        where tm.team_id in ${federationTeamIds(id)})`,
      isOfficial: viewerId
        ? sql<boolean>`exists (select 1 from federation_officials o
            where o.federation_id = ${id} and o.user_id = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(federations)
    .leftJoin(sports, eq(sports.id, federations.sportId))
    .leftJoin(users, eq(users.id, federations.presidentId));
}

type FederationRow = Awaited<ReturnType<ReturnType<typeof selectFederations>['execute']>>[number];

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

const board = (value: unknown): BoardMember[] =>
  Array.isArray(value)
    ? value.filter(
        (v): v is BoardMember => typeof v === 'object' && v !== null && 'name' in v && 'title' in v,
      )
    : [];

export function toFederationView(row: FederationRow): FederationView {
  const f = row.federation;
  return {
    id: f.id,
    name: f.name,
    acronym: f.acronym,
    description: f.description,
    sport:
      f.sportId && row.sportName
        ? { id: f.sportId, name: row.sportName, icon: row.sportIcon }
        : null,
    federationType: f.federationType,
    country: f.country,
    region: f.region,
    establishedDate: f.establishedDate,
    headquarters: f.headquarters,
    email: f.email,
    phoneNumber: f.phoneNumber,
    website: f.website,
    logo: f.logo,
    officialColors: strings(f.officialColors),
    boardMembers: board(f.boardMembers),
    isRecognized: f.isRecognized,
    recognitionLevel: f.recognitionLevel,
    president: f.presidentId
      ? {
          id: f.presidentId,
          firstName: row.presidentFirstName,
          lastName: row.presidentLastName,
          profileImageUrl: row.presidentImage,
        }
      : null,
    counts: {
      memberClubs: Number(row.memberClubs),
      registeredPlayers: Number(row.registeredPlayers),
      leagues: Number(row.leagues),
    },
    isOfficial: Boolean(row.isOfficial),
    createdAt: f.createdAt.toISOString(),
  };
}

export async function federationRow(db: Db | Tx, federationId: string) {
  const [row] = await db.select().from(federations).where(eq(federations.id, federationId));
  if (!row) throw notFound(FEDERATION_NOT_FOUND);
  return row;
}

export async function isOfficialOf(db: Db | Tx, userId: string, federationId: string) {
  const [row] = await db
    .select({ id: federationOfficials.id })
    .from(federationOfficials)
    .where(
      and(
        eq(federationOfficials.federationId, federationId),
        eq(federationOfficials.userId, userId),
      ),
    );
  return Boolean(row);
}

/**
 * The federation if the user is one of its officials: 404 when there is none, 403 when they are
 * not an official (anyone may see a federation). `lock` serialises changes to its officials.
 */
export async function officialFederationRow(
  db: Db | Tx,
  userId: string,
  federationId: string,
  lock = false,
) {
  const query = db.select().from(federations).where(eq(federations.id, federationId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(FEDERATION_NOT_FOUND);
  if (!(await isOfficialOf(db, userId, federationId))) throw forbidden(NOT_AN_OFFICIAL);
  return row;
}

/** `federations.president_id` follows the official titled President (the earliest one). */
export async function syncPresident(tx: Tx, federationId: string) {
  await tx.execute(sql`update federations set president_id = (
      select o.user_id from federation_officials o
       where o.federation_id = ${federationId} and lower(o.title) = 'president'
       order by o.created_at, o.id limit 1)
    where id = ${federationId}`);
}
