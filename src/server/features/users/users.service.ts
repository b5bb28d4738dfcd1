import { and, eq, sql } from 'drizzle-orm';
import {
  type CurrentUser,
  PHOTO_THROUGH_FORM,
  UNKNOWN_SPORT,
  type UpdateProfileBody,
} from '@shared/contracts/auth';
import { ROLE_USER_TYPE, type RoleId, type UserType } from '@shared/constants';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { sports } from '@server/db/schema/sports';
import { uploads } from '@server/db/schema/uploads';
import { badRequest, notFound } from '@server/lib/app-error';

type UserRow = typeof users.$inferSelect;

/** The role-selection id that stands for a user type (the inverse of ROLE_USER_TYPE). */
export function roleOf(userType: UserType): RoleId {
  const entry = Object.entries(ROLE_USER_TYPE).find(([, type]) => type === userType);
  return (entry?.[0] ?? 'fan') as RoleId;
}

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    username: row.username,
    bio: row.bio,
    location: row.location,
    userType: row.userType,
    roles: row.roles,
    skillLevel: row.skillLevel,
    favoriteSport: row.favoriteSport,
    isVenueOwner: row.isVenueOwner,
    isTeamManager: row.isTeamManager,
    isVerified: row.isVerified,
    verificationBadge: row.verificationBadge,
    subscriptionTier: row.subscriptionTier,
    followersCount: row.followersCount,
    followingCount: row.followingCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Records a role chosen on /role-selection: it becomes the user's type and joins their roles
 * (a set: choosing a role twice keeps one entry).
 */
export async function selectRole(db: Db, userId: string, role: RoleId): Promise<CurrentUser> {
  const [row] = await db
    .update(users)
    .set({
      userType: ROLE_USER_TYPE[role],
      roles: sql`CASE WHEN ${role} = ANY(${users.roles}) THEN ${users.roles} ELSE array_append(${users.roles}, ${role}) END`,
      isVenueOwner: role === 'venue' ? true : users.isVenueOwner,
      isTeamManager: role === 'team' ? true : users.isTeamManager,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('Your account no longer exists');
  return toCurrentUser(row);
}

export const NOTHING_TO_UPDATE = 'Send at least one profile field to change';

/**
 * Changes the signed-in user's own profile. Only the fields present are written; null clears an
 * optional one. The row is chosen by the session's user id alone, so nobody can reach another's.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: UpdateProfileBody,
): Promise<CurrentUser> {
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as UpdateProfileBody;
  if (Object.keys(changes).length === 0) throw badRequest(NOTHING_TO_UPDATE);
  if (changes.favoriteSport) changes.favoriteSport = await sportNamed(db, changes.favoriteSport);
  if (changes.profileImageUrl) await checkOwnUpload(db, userId, changes.profileImageUrl);
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!row) throw notFound('Your account no longer exists');
  return toCurrentUser(row);
}

/** The favourite sport is one of the sports list's, stored as the list spells it. */
async function sportNamed(db: Db, name: string): Promise<string> {
  const [sport] = await db
    .select({ name: sports.name })
    .from(sports)
    .where(sql`lower(${sports.name}) = lower(${name})`);
  if (!sport) throw badRequest(UNKNOWN_SPORT, { favoriteSport: UNKNOWN_SPORT });
  return sport.name;
}

/** A profile photo is one of the user's own uploads: nobody borrows another's picture. */
async function checkOwnUpload(db: Db, userId: string, url: string) {
  const id = url.slice(url.lastIndexOf('/') + 1);
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.ownerId, userId)));
  if (!upload) throw badRequest(PHOTO_THROUGH_FORM, { profileImageUrl: PHOTO_THROUGH_FORM });
}
