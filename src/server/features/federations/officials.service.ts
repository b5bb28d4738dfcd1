import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  addOfficialBody,
  OfficialView,
  regulationBody,
  RegulationView,
} from '@shared/contracts/federations';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { federationOfficials, federationRegulations } from '@server/db/schema/federations';
import { users } from '@server/db/schema/users';
import { badRequest, conflict, notFound } from '@server/lib/app-error';
import { isUniqueViolation } from '@server/lib/pg-errors';
import { federationRow, officialFederationRow, syncPresident } from './federation-rows';

export const NO_SUCH_ACCOUNT = 'There is no Matchday account with that email';
export const ALREADY_AN_OFFICIAL = 'This person is already one of the federation’s officials';
export const LAST_OFFICIAL = 'A federation keeps at least one official';
const OFFICIAL_NOT_FOUND = 'Official not found';
const REGULATION_NOT_FOUND = 'Regulation not found';

const officialColumns = {
  id: federationOfficials.id,
  title: federationOfficials.title,
  createdAt: federationOfficials.createdAt,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

type OfficialRow = {
  id: string;
  title: string;
  createdAt: Date;
  userId: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

const toOfficialView = (row: OfficialRow): OfficialView => ({
  id: row.id,
  title: row.title,
  user: {
    id: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
  },
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/federations/{id}/officials: public, President first, then by when they joined. */
export async function listOfficials(db: Db, federationId: string): Promise<OfficialView[]> {
  await federationRow(db, federationId);
  const rows = await db
    .select(officialColumns)
    .from(federationOfficials)
    .innerJoin(users, eq(users.id, federationOfficials.userId))
    .where(eq(federationOfficials.federationId, federationId))
    .orderBy(
      sql`lower(${federationOfficials.title}) <> 'president'`,
      asc(federationOfficials.createdAt),
    );
  return rows.map(toOfficialView);
}

/** POST /api/federations/{id}/officials: an official names another Matchday user, by email. */
export async function addOfficial(
  db: Db,
  userId: string,
  federationId: string,
  input: z.output<typeof addOfficialBody>,
): Promise<OfficialView> {
  await officialFederationRow(db, userId, federationId);
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`);
  if (!person) throw badRequest(NO_SUCH_ACCOUNT, { email: NO_SUCH_ACCOUNT });
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(federationOfficials)
        .values({ federationId, userId: person.id, title: input.title })
        .returning({ id: federationOfficials.id });
      await syncPresident(tx, federationId);
      return row!.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(ALREADY_AN_OFFICIAL, 'already_official');
      throw error;
    });
  const [row] = await db
    .select(officialColumns)
    .from(federationOfficials)
    .innerJoin(users, eq(users.id, federationOfficials.userId))
    .where(eq(federationOfficials.id, id));
  return toOfficialView(row!);
}

/**
 * DELETE /api/federations/{id}/officials/{officialId}. The federation row is locked so two
 * officials removing each other at once cannot leave it with none.
 */
export async function removeOfficial(
  db: Db,
  userId: string,
  federationId: string,
  officialId: string,
) {
  await db.transaction(async (tx) => {
    await officialFederationRow(tx, userId, federationId, true);
    const officials = await tx
      .select({ id: federationOfficials.id })
      .from(federationOfficials)
      .where(eq(federationOfficials.federationId, federationId));
    if (!officials.some((o) => o.id === officialId)) throw notFound(OFFICIAL_NOT_FOUND);
    if (officials.length === 1) throw conflict(LAST_OFFICIAL, 'last_official');
    await tx.delete(federationOfficials).where(eq(federationOfficials.id, officialId));
    await syncPresident(tx, federationId);
  });
}

const regulationColumns = {
  id: federationRegulations.id,
  title: federationRegulations.title,
  body: federationRegulations.body,
  documentUrl: federationRegulations.documentUrl,
  publishedOn: federationRegulations.publishedOn,
};

/** GET /api/federations/{id}/regulations: public, newest first. */
export async function listRegulations(db: Db, federationId: string): Promise<RegulationView[]> {
  await federationRow(db, federationId);
  return db
    .select(regulationColumns)
    .from(federationRegulations)
    .where(eq(federationRegulations.federationId, federationId))
    .orderBy(desc(federationRegulations.publishedOn), asc(federationRegulations.title));
}

export async function publishRegulation(
  db: Db,
  userId: string,
  federationId: string,
  input: z.output<typeof regulationBody>,
): Promise<RegulationView> {
  await officialFederationRow(db, userId, federationId);
  const [row] = await db
    .insert(federationRegulations)
    .values({
      federationId,
      title: input.title,
      body: input.body ?? null,
      documentUrl: input.documentUrl ?? null,
      publishedOn: input.publishedOn,
      createdBy: userId,
    })
    .returning(regulationColumns);
  return row!;
}

export async function deleteRegulation(
  db: Db,
  userId: string,
  federationId: string,
  regulationId: string,
) {
  await officialFederationRow(db, userId, federationId);
  const deleted = await db
    .delete(federationRegulations)
    .where(
      and(
        eq(federationRegulations.id, regulationId),
        eq(federationRegulations.federationId, federationId),
      ),
    )
    .returning({ id: federationRegulations.id });
  if (deleted.length === 0) throw notFound(REGULATION_NOT_FOUND);
}
