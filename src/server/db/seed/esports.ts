import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import type { Tx } from '@server/db/tx';
import { electronicGames, esportsOrganizations, esportsTeams } from '@server/db/schema/esports';
import { esportsMatches, esportsTeamMembers } from '@server/db/schema/esports-matches';
import {
  esportsTournamentParticipants,
  esportsTournaments,
} from '@server/db/schema/esports-tournaments';
import { users } from '@server/db/schema/users';
import { completeTournament, refreshTeamRecords } from '@server/features/esports/bracket.service';
import { generateBracket } from '@server/features/esports/engine/generate';
import { applyResult } from '@server/features/esports/engine/settle';
import {
  DEFAULT_OPTIONS,
  type EngineMatch,
  type FormatOptions,
} from '@server/features/esports/engine/types';
import { engineColumns } from '@server/features/esports/tournament-rows';
import { hashPassword } from '@server/lib/auth/passwords';
import { DEMO_PASSWORD } from './demo-accounts';
import {
  FIGHTERS,
  FIRST_NAMES,
  LAST_NAMES,
  ORGS,
  ROCKET_TEAMS,
  TITLES,
  VALORANT_TEAMS,
} from './esports-data';
import { createRandom } from './random';

const DAY = 24 * 60 * 60_000;
const DEMO_EMAIL = 'esports@matchday.dev';
const MASTERS = 'VALORANT Northern Masters 2026';
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

type Random = ReturnType<typeof createRandom>;

/** Plays `count` ready matches (all when undefined); the higher MMR wins two times in three. */
function play(
  matches: EngineMatch[],
  mmr: Map<string, number>,
  random: Random,
  options: FormatOptions,
  count = Infinity,
) {
  let list = matches;
  for (let played = 0; played < count; played += 1) {
    const ready = list.find((m) => m.status === 'ready');
    if (!ready) break;
    const favourite = (mmr.get(ready.team1Id!) ?? 0) >= (mmr.get(ready.team2Id!) ?? 0) ? 1 : 2;
    const winnerSlot = random.chance(0.67) ? favourite : favourite === 1 ? 2 : 1;
    const loserScore = random.int(0, 1);
    list = applyResult(
      list,
      ready.id,
      {
        score1: winnerSlot === 1 ? 2 : loserScore,
        score2: winnerSlot === 2 ? 2 : loserScore,
        winnerSlot,
        forfeit: false,
      },
      options.grandFinalReset,
    ).matches;
  }
  return list;
}

async function writeMatches(
  tx: Tx,
  tournamentId: string,
  matches: EngineMatch[],
  from: Date,
  to: Date,
) {
  const ordered = [...matches].sort((a, b) => a.round - b.round || a.position - b.position);
  const step = (to.getTime() - from.getTime()) / Math.max(1, ordered.length);
  await tx.insert(esportsMatches).values(
    ordered.map((m, i) => ({
      id: m.id,
      tournamentId,
      ...engineColumns(m),
      completedAt: m.status === 'completed' ? new Date(from.getTime() + i * step) : null,
    })),
  );
}

/** The game catalogue: reference data, seeded everywhere (titles already there are kept). */
export async function seedEsportsTitles(db: Db) {
  await db
    .insert(electronicGames)
    .values(TITLES.map((t) => ({ ...t, isEsportsTitle: true })))
    .onConflictDoNothing({ target: electronicGames.title });
}

/** A small esports world around esports@matchday.dev (once). */
export async function seedEsports(db: Db, now = new Date()) {
  const [done] = await db
    .select({ id: esportsTournaments.id })
    .from(esportsTournaments)
    .where(eq(esportsTournaments.name, MASTERS));
  const [demo] = await db
    .select({ id: users.id, password: users.password })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL));
  if (done || !demo) return;
  const random = createRandom(14);
  const games = new Map(
    (
      await db
        .select({ id: electronicGames.id, title: electronicGames.title })
        .from(electronicGames)
    ).map((g) => [g.title, g.id]),
  );
  const password = demo.password ?? (await hashPassword(DEMO_PASSWORD));

  await db.transaction(async (tx) => {
    let people = 0;
    const person = async (first?: string, last?: string) => {
      people += 1;
      const firstName = first ?? FIRST_NAMES[(people * 7) % FIRST_NAMES.length]!;
      const lastName = last ?? LAST_NAMES[(people * 11) % LAST_NAMES.length]!;
      const [row] = await tx
        .insert(users)
        .values({
          email: `${firstName}.${lastName}.${people}@esports.matchday.dev`
            .toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, ''),
          password,
          firstName,
          lastName,
          userType: 'esports_player',
          roles: ['esports'],
          isVerified: true,
        })
        .returning({ id: users.id });
      return row!.id;
    };
    const orgIds: string[] = [];
    for (const [i, org] of ORGS.entries()) {
      const ownerId = i === 0 ? demo.id : await person();
      const [row] = await tx
        .insert(esportsOrganizations)
        .values({ ...org, ownerId })
        .returning({ id: esportsOrganizations.id });
      orgIds.push(row!.id);
    }
    const mmr = new Map<string, number>();
    const makeTeam = async (
      gameTitle: string,
      name: string,
      tag: string,
      region: string,
      rating: number,
      size: number,
      captainId: string,
      orgIndex: number | null,
    ) => {
      const [team] = await tx
        .insert(esportsTeams)
        .values({
          name,
          tag,
          region,
          mmr: rating,
          gameId: games.get(gameTitle)!,
          captainId,
          organizationId: orgIndex === null ? null : orgIds[orgIndex]!,
        })
        .returning({ id: esportsTeams.id });
      const members = [captainId];
      for (let i = 1; i < size; i += 1) members.push(await person());
      const substitute = size > 1 ? await person() : null;
      await tx.insert(esportsTeamMembers).values([
        ...members.map((userId, i) => ({
          teamId: team!.id,
          userId,
          role: i === 0 ? ('captain' as const) : ('player' as const),
          status: 'active' as const,
          joinedAt: new Date(now.getTime() - 120 * DAY),
        })),
        ...(substitute
          ? [
              {
                teamId: team!.id,
                userId: substitute,
                role: 'substitute' as const,
                status: 'active' as const,
                joinedAt: new Date(now.getTime() - 60 * DAY),
              },
            ]
          : []),
      ]);
      mmr.set(team!.id, rating);
      return team!.id;
    };

    const valorant: string[] = [];
    for (const [i, [name, tag, region, rating, org]] of VALORANT_TEAMS.entries()) {
      valorant.push(
        await makeTeam(
          'VALORANT',
          name,
          tag,
          region,
          rating,
          5,
          i === 0 ? demo.id : await person(),
          org,
        ),
      );
    }
    const rocket: string[] = [];
    for (const [name, tag, region, rating] of ROCKET_TEAMS) {
      rocket.push(
        await makeTeam(
          'Rocket League',
          name,
          tag,
          region,
          rating,
          3,
          await person(),
          name.startsWith('Northern') ? 0 : null,
        ),
      );
    }
    const fighters: string[] = [];
    for (const [i, [first, last, handle, rating]] of FIGHTERS.entries()) {
      const captain = i === 0 ? demo.id : await person(first, last);
      fighters.push(
        await makeTeam(
          'Street Fighter 6',
          `${first} “${handle}” ${last}`,
          handle,
          'EU',
          rating,
          1,
          captain,
          i === 0 ? 0 : null,
        ),
      );
    }
    // A pending invitation for the demo account: Atlas wants a substitute.
    await tx
      .insert(esportsTeamMembers)
      .values({ teamId: valorant[1]!, userId: demo.id, role: 'substitute', status: 'invited' })
      .onConflictDoNothing();

    const byMmr = (ids: string[]) => [...ids].sort((a, b) => mmr.get(b)! - mmr.get(a)!);
    const createTournament = async (
      values: typeof esportsTournaments.$inferInsert,
      teams: string[],
      status: 'registered' | 'playing',
    ) => {
      const [row] = await tx
        .insert(esportsTournaments)
        .values({ ...values, currentTeams: teams.length })
        .returning();
      await tx.insert(esportsTournamentParticipants).values(
        teams.map((teamId, i) => ({
          tournamentId: row!.id,
          teamId,
          seed: status === 'playing' ? i + 1 : null,
          status,
        })),
      );
      return row!;
    };

    // Finished: double elimination with a full bracket, podium paid.
    const mastersOptions = { ...DEFAULT_OPTIONS, grandFinalReset: true };
    const masters = await createTournament(
      {
        name: MASTERS,
        gameId: games.get('VALORANT')!,
        organizerId: demo.id,
        tournamentType: 'online',
        format: 'double_elimination',
        startDate: isoDay(new Date(now.getTime() - 42 * DAY)),
        endDate: isoDay(new Date(now.getTime() - 7 * DAY)),
        region: 'EU North',
        maxTeams: 8,
        prizePool: '5000.00',
        prizeDistribution: [
          { place: 1, percent: 50 },
          { place: 2, percent: 30 },
          { place: 3, percent: 20 },
        ],
        rules:
          'Best of three, map veto by the higher seed. Grand final best of five with a bracket reset.',
        streamLinks: ['https://www.twitch.tv/matchday_esports'],
        grandFinalReset: true,
        status: 'ongoing',
      },
      byMmr(valorant),
      'playing',
    );
    const mastersMatches = play(
      generateBracket('double_elimination', byMmr(valorant), mastersOptions),
      mmr,
      random,
      mastersOptions,
    );
    await writeMatches(
      tx,
      masters.id,
      mastersMatches,
      new Date(now.getTime() - 42 * DAY),
      new Date(now.getTime() - 7 * DAY),
    );
    await completeTournament(tx, masters);

    // In progress: single elimination, the first round played.
    const fightsOptions = { ...DEFAULT_OPTIONS, thirdPlaceMatch: true };
    const fightsTeams = byMmr(fighters);
    const [organiser] = await tx
      .select({ id: esportsTeams.captainId })
      .from(esportsTeams)
      .where(eq(esportsTeams.id, valorant[1]!));
    const fights = await createTournament(
      {
        name: 'Street Fighter 6 Friday Fights #12',
        gameId: games.get('Street Fighter 6')!,
        organizerId: organiser!.id,
        tournamentType: 'hybrid',
        format: 'single_elimination',
        startDate: isoDay(new Date(now.getTime() - 2 * DAY)),
        venue: 'Pixel Bar, Stockholm',
        maxTeams: 16,
        prizePool: '400.00',
        prizeDistribution: [
          { place: 1, percent: 60 },
          { place: 2, percent: 25 },
          { place: 3, percent: 15 },
        ],
        rules: 'First to two games; grand final first to three.',
        thirdPlaceMatch: true,
        status: 'ongoing',
      },
      fightsTeams,
      'playing',
    );
    const fightsMatches = play(
      generateBracket('single_elimination', fightsTeams, fightsOptions),
      mmr,
      random,
      fightsOptions,
      4,
    );
    await writeMatches(
      tx,
      fights.id,
      fightsMatches,
      new Date(now.getTime() - 2 * DAY),
      new Date(now.getTime() - DAY),
    );

    // Open for registration, with check-in.
    await createTournament(
      {
        name: 'Rocket League Winter Swiss',
        gameId: games.get('Rocket League')!,
        organizerId: demo.id,
        tournamentType: 'online',
        format: 'swiss',
        startDate: isoDay(new Date(now.getTime() + 14 * DAY)),
        region: 'EU',
        maxTeams: 16,
        prizePool: '1000.00',
        prizeDistribution: [
          { place: 1, percent: 50 },
          { place: 2, percent: 25 },
          { place: 3, percent: 15 },
          { place: 4, percent: 10 },
        ],
        rules: 'Best of five, Swiss rounds; top four by Buchholz on ties.',
        checkInRequired: true,
        status: 'registration',
      },
      rocket,
      'registered',
    );
    await refreshTeamRecords(tx, [...valorant, ...fighters]);
    await tx
      .update(electronicGames)
      .set({ registeredTeamsCount: 8 })
      .where(inArray(electronicGames.id, [games.get('VALORANT')!, games.get('Street Fighter 6')!]));
  });
}
