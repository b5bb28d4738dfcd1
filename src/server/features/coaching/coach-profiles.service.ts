import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { COACH_NOT_FOUND, type CoachProfile } from '@shared/contracts/coaching';
import { fromCents, toCents } from '@shared/money';
import type { Db } from '@server/db/client';
import { coachManagement, coachProfiles } from '@server/db/schema/coaching';
import { sports } from '@server/db/schema/sports';
import { users } from '@server/db/schema/users';
import { badRequest, notFound } from '@server/lib/app-error';
import { containsPattern } from '@server/lib/like-pattern';

export type ProfileInput = {
  headline?: string | null;
  specialities: string[];
  certifications: string[];
  hourlyRate: string;
  sportIds: number[];
  availability: { weekday: number; startHour: number; endHour: number }[];
};

const activeCount = sql<number>`(select count(*)::int from ${coachManagement}
  where ${coachManagement.coachId} = ${coachProfiles.userId} and ${coachManagement.status} = 'active')`;

async function selectProfiles(db: Db, where: SQL | undefined, limit = 50) {
  const rows = await db
    .select({
      profile: coachProfiles,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      location: users.location,
      bio: users.bio,
      activeCount,
    })
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(where)
    .orderBy(sql`${activeCount} desc`, users.firstName, users.id)
    .limit(limit);
  const sportIds = [...new Set(rows.flatMap((row) => row.profile.sportIds))];
  const names = sportIds.length
    ? await db
        .select({ id: sports.id, name: sports.name })
        .from(sports)
        .where(inArray(sports.id, sportIds))
    : [];
  return rows.map((row): CoachProfile => ({
    userId: row.profile.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    location: row.location,
    bio: row.bio,
    headline: row.profile.headline,
    specialities: row.profile.specialities,
    certifications: row.profile.certifications,
    hourlyRate: row.profile.hourlyRate,
    sports: names.filter((s) => row.profile.sportIds.includes(s.id)),
    availability: row.profile.availability,
    activeCount: row.activeCount,
  }));
}

/** GET /api/coaches/{id} (public) and /api/coaches/me: 404 when the user has no coach profile. */
export async function getCoachProfile(db: Db, userId: string): Promise<CoachProfile> {
  const [found] = await selectProfiles(db, eq(coachProfiles.userId, userId), 1);
  if (!found) throw notFound(COACH_NOT_FOUND);
  return found;
}

/** GET /api/coaches: by sport, and a search over names, headline, specialities and location. */
export function listCoaches(db: Db, query: { sportId?: number; q?: string }) {
  const q = query.q ? containsPattern(query.q) : null;
  return selectProfiles(
    db,
    and(
      query.sportId ? sql`${query.sportId}::int = any(${coachProfiles.sportIds})` : undefined,
      q
        ? sql`(${users.firstName} || ' ' || coalesce(${users.lastName}, '') ilike ${q}
            or ${coachProfiles.headline} ilike ${q} or ${users.location} ilike ${q}
            or array_to_string(${coachProfiles.specialities}, ' ') ilike ${q})`
        : undefined,
    ),
  );
}

/** POST /api/coaches: create or replace my coach profile (the sports must exist). */
export async function saveCoachProfile(db: Db, userId: string, input: ProfileInput) {
  const sportIds = [...new Set(input.sportIds)];
  const known = await db.select({ id: sports.id }).from(sports).where(inArray(sports.id, sportIds));
  if (known.length !== sportIds.length) {
    throw badRequest('Choose sports from the list', { sportIds: 'Choose sports from the list' });
  }
  const values = {
    headline: input.headline ?? null,
    specialities: input.specialities,
    certifications: input.certifications,
    hourlyRate: fromCents(toCents(input.hourlyRate)),
    sportIds,
    availability: input.availability,
  };
  await db
    .insert(coachProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: coachProfiles.userId, set: values });
  return getCoachProfile(db, userId);
}
