import { randomInt } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { seedingBody } from '@shared/contracts/esports';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { esportsTeams } from '@server/db/schema/esports';
import { esportsTournamentParticipants as participants } from '@server/db/schema/esports-tournaments';
import { badRequest, conflict } from '@server/lib/app-error';
import { listParticipants } from './participants.service';
import { REGISTRATION_CLOSED } from './tournament-entry.payable';
import { organizerTournamentRow } from './tournament-rows';

export const SEEDS_MISMATCH = 'Manual seeding lists every registered team once, top seed first';

const open = (status: string) => status === 'upcoming' || status === 'registration';

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Writes seeds 1..n in the given order, in two statements whatever n (all cleared first: seeds
 * are unique per tournament).
 */
export async function writeSeeds(tx: Tx, tournamentId: string, order: readonly string[]) {
  await tx
    .update(participants)
    .set({ seed: null })
    .where(eq(participants.tournamentId, tournamentId));
  if (order.length === 0) return;
  const rows = sql.join(
    order.map((teamId, i) => sql`(${teamId}::uuid, ${i + 1}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${participants} set seed = v.seed from (values ${rows}) as v(team_id, seed) where ${participants.tournamentId} = ${tournamentId} and ${participants.teamId} = v.team_id`,
  );
}

/** PUT …/seeds: by hand (every team once), by MMR/ranking, or a random draw; before the start. */
export async function seedTournament(
  db: Db,
  userId: string,
  tournamentId: string,
  input: z.output<typeof seedingBody>,
) {
  await db.transaction(async (tx) => {
    const t = await organizerTournamentRow(tx, userId, tournamentId, true);
    if (!open(t.status)) throw conflict(REGISTRATION_CLOSED, 'registration_closed');
    const teams = await tx
      .select({ teamId: participants.teamId, mmr: esportsTeams.mmr, ranking: esportsTeams.ranking })
      .from(participants)
      .innerJoin(esportsTeams, eq(esportsTeams.id, participants.teamId))
      .where(eq(participants.tournamentId, tournamentId))
      .orderBy(asc(participants.createdAt));
    let order: string[];
    if (input.method === 'manual') {
      const given = input.teamIds ?? [];
      const registered = new Set(teams.map((x) => x.teamId));
      const fits =
        given.length === registered.size &&
        new Set(given).size === given.length &&
        given.every((id) => registered.has(id));
      if (!fits) throw badRequest(SEEDS_MISMATCH, { teamIds: SEEDS_MISMATCH });
      order = given;
    } else if (input.method === 'ranking') {
      order = [...teams]
        .sort(
          (a, b) =>
            (b.mmr ?? -1) - (a.mmr ?? -1) || (a.ranking ?? Infinity) - (b.ranking ?? Infinity),
        )
        .map((x) => x.teamId);
    } else {
      order = shuffled(teams.map((x) => x.teamId));
    }
    await writeSeeds(tx, tournamentId, order);
  });
  return listParticipants(db, tournamentId);
}
