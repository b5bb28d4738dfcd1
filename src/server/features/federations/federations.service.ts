import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type {
  createFederationBody,
  FederationView,
  listFederationsQuery,
  updateFederationBody,
} from '@shared/contracts/federations';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { federationOfficials, federations } from '@server/db/schema/federations';
import { sports } from '@server/db/schema/sports';
import { users } from '@server/db/schema/users';
import { badRequest, forbidden, notFound } from '@server/lib/app-error';
import { containsPattern } from '@server/lib/like-pattern';
import {
  FEDERATION_NOT_FOUND,
  officialFederationRow,
  selectFederations,
  syncPresident,
  toFederationView,
} from './federation-rows';

export const NOT_A_FEDERATION_OFFICIAL =
  'Only federation officials can create federations. Add the Federation role in your settings.';
const UNKNOWN_SPORT = 'Choose a sport from the list';
const LIST_LIMIT = 100;

/** Federation officials create federations (their user type, or the role they chose). */
async function assertFederationRole(db: Db, userId: string) {
  const [user] = await db
    .select({ type: users.userType, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId));
  const allowed =
    user && (user.type === 'federation_official' || user.roles.includes('federation'));
  if (!allowed) throw forbidden(NOT_A_FEDERATION_OFFICIAL);
}

async function assertSport(db: Db | Tx, sportId: number | null | undefined) {
  if (sportId === null || sportId === undefined) return;
  const [sport] = await db.select({ id: sports.id }).from(sports).where(eq(sports.id, sportId));
  if (!sport) throw badRequest(UNKNOWN_SPORT, { sportId: UNKNOWN_SPORT });
}

type Fields = z.output<typeof updateFederationBody>;

/** The columns a create or an edit writes; `undefined` leaves a column as it is. */
const columnsOf = (input: Fields) => ({
  name: input.name,
  acronym: input.acronym,
  description: input.description,
  sportId: input.sportId,
  federationType: input.federationType,
  country: input.country,
  region: input.region,
  establishedDate: input.establishedDate,
  headquarters: input.headquarters,
  email: input.email,
  phoneNumber: input.phoneNumber,
  website: input.website,
  logo: input.logo,
  officialColors: input.officialColors,
  boardMembers: input.boardMembers,
});

/** POST /api/federations: the caller becomes its first official, with the title they gave. */
export async function createFederation(
  db: Db,
  userId: string,
  input: z.output<typeof createFederationBody>,
): Promise<FederationView> {
  await assertFederationRole(db, userId);
  await assertSport(db, input.sportId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(federations)
      .values({
        ...columnsOf(input),
        name: input.name,
        officialColors: input.officialColors ?? [],
        boardMembers: input.boardMembers ?? [],
      })
      .returning({ id: federations.id });
    await tx
      .insert(federationOfficials)
      .values({ federationId: row!.id, userId, title: input.officialTitle });
    await syncPresident(tx, row!.id);
    return row!.id;
  });
  return getFederation(db, userId, id);
}

/** GET /api/federations: by name, acronym, region or country; `mine` for the ones I run. */
export async function listFederations(
  db: Db,
  viewerId: string | null,
  query: z.output<typeof listFederationsQuery>,
): Promise<FederationView[]> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(federations.name, pattern),
        ilike(federations.acronym, pattern),
        ilike(federations.region, pattern),
        ilike(federations.country, pattern),
      )!,
    );
  }
  if (query.mine === 'true') {
    if (!viewerId) return [];
    conditions.push(
      sql`exists (select 1 from federation_officials o
        where o.federation_id = ${federations.id} and o.user_id = ${viewerId})`,
    );
  }
  const rows = await selectFederations(db, viewerId)
    .where(and(...conditions))
    .orderBy(asc(federations.name))
    .limit(LIST_LIMIT);
  return rows.map(toFederationView);
}

export async function getFederation(
  db: Db | Tx,
  viewerId: string | null,
  federationId: string,
): Promise<FederationView> {
  const [row] = await selectFederations(db, viewerId).where(eq(federations.id, federationId));
  if (!row) throw notFound(FEDERATION_NOT_FOUND);
  return toFederationView(row);
}

/** PATCH /api/federations/{id}: its officials edit what they send. */
export async function updateFederation(
  db: Db,
  userId: string,
  federationId: string,
  input: Fields,
): Promise<FederationView> {
  await officialFederationRow(db, userId, federationId);
  await assertSport(db, input.sportId);
  const changes = Object.fromEntries(
    Object.entries(columnsOf(input)).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length > 0) {
    await db.update(federations).set(changes).where(eq(federations.id, federationId));
  }
  return getFederation(db, userId, federationId);
}
