import { eq, sql } from 'drizzle-orm';
import type { PlayerPreferences } from '@shared/contracts/players';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { playerProfiles, playerSports } from '@server/db/schema/players';
import { badRequest } from '@server/lib/app-error';
import { isForeignKeyViolation } from '@server/lib/pg-errors';

export const UNKNOWN_SPORT = 'Choose a sport from the list';

export async function getPreferences(db: Db, userId: string): Promise<PlayerPreferences> {
  const [[profile], sports, [user]] = await Promise.all([
    db.select().from(playerProfiles).where(eq(playerProfiles.userId, userId)),
    db
      .select({ sportId: playerSports.sportId, skillLevel: playerSports.skillLevel })
      .from(playerSports)
      .where(eq(playerSports.userId, userId)),
    db.select({ location: users.location }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    sports,
    availability: profile?.availability ?? 0,
    latitude: profile?.latitude ?? null,
    longitude: profile?.longitude ?? null,
    location: user?.location ?? null,
  };
}

/** Replaces the signed-in player's matching preferences in one transaction. */
export async function savePreferences(
  db: Db,
  userId: string,
  input: PlayerPreferences,
): Promise<PlayerPreferences> {
  const sports = [...new Map(input.sports.map((sport) => [sport.sportId, sport])).values()];
  await db
    .transaction(async (tx) => {
      const profile = {
        latitude: input.latitude,
        longitude: input.longitude,
        availability: input.availability,
      };
      await tx
        .insert(playerProfiles)
        .values({ userId, ...profile })
        .onConflictDoUpdate({
          target: playerProfiles.userId,
          set: { ...profile, updatedAt: sql`now()` },
        });
      await tx.delete(playerSports).where(eq(playerSports.userId, userId));
      if (sports.length > 0) {
        await tx.insert(playerSports).values(sports.map((sport) => ({ userId, ...sport })));
      }
      if (input.location)
        await tx.update(users).set({ location: input.location }).where(eq(users.id, userId));
    })
    .catch((error: unknown) => {
      throw isForeignKeyViolation(error)
        ? badRequest(UNKNOWN_SPORT, { sports: UNKNOWN_SPORT })
        : error;
    });
  return getPreferences(db, userId);
}
