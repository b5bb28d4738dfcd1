import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import {
  federationAffiliations,
  federationOfficials,
  federationRegulations,
  federations,
} from '@server/db/schema/federations';
import { leagueTeams, leagues } from '@server/db/schema/leagues';
import { sports } from '@server/db/schema/sports';
import { teamMembers, teams } from '@server/db/schema/teams';
import { users } from '@server/db/schema/users';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { createRandom } from './random';

const DAY = 24 * 60 * 60_000;
const NAME = 'European Amateur Football Union';
const SANCTIONED = ['London Sunday Football League', 'Liga Amateur de Madrid'];
/** Football clubs seeded by the community step that ask to join (pending, for the dashboard). */
const APPLICANTS = ['Manchester Mavericks', 'Lisbon Lions FC'];

const REGULATIONS = [
  {
    title: 'Amateur status and player registration',
    body: 'A player is registered with one member club per season. Transfers between member clubs close on 31 January. Players receive no wages; reasonable travel expenses may be refunded.',
    publishedOn: '2025-07-01',
  },
  {
    title: 'Discipline code 2026/27',
    body: 'Five yellow cards in a season bring a one-match suspension; a red card at least one. Leagues report sendings-off to the Union within 72 hours of the match.',
    documentUrl: 'https://example.org/eafu/discipline-code-2026.pdf',
    publishedOn: '2026-07-15',
  },
  {
    title: 'Safeguarding policy',
    documentUrl: 'https://example.org/eafu/safeguarding.pdf',
    publishedOn: '2024-09-01',
  },
];

/**
 * A continental amateur football body run by the federation demo account (with a President and a
 * General Secretary among the seeded players), its board and regulations. It sanctions both seeded
 * leagues, their teams are its member clubs, and two more clubs wait for an answer. Squads' join
 * dates are spread over the past year and a half so the players-over-time chart has a history.
 */
export async function seedFederations(db: Db) {
  const [exists] = await db
    .select({ id: federations.id })
    .from(federations)
    .where(eq(federations.name, NAME));
  if (exists) return;
  const [official] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'federation@matchday.dev'));
  const [football] = await db
    .select({ id: sports.id })
    .from(sports)
    .where(eq(sports.name, 'Football'));
  if (!official || !football) return;
  const sanctioned = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(and(inArray(leagues.name, SANCTIONED), isNull(leagues.federationId)));
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.userType, 'player'),
        notInArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      ),
    )
    .orderBy(asc(users.email))
    .limit(2);
  const random = createRandom(1213);
  const now = Date.now();

  await db.transaction(async (tx) => {
    const [federation] = await tx
      .insert(federations)
      .values({
        name: NAME,
        acronym: 'EAFU',
        description:
          'The umbrella body for grassroots eleven-a-side and seven-a-side football across Europe. It sanctions amateur leagues, registers their clubs and players, and publishes one discipline code for all of them.',
        sportId: football.id,
        federationType: 'continental',
        region: 'Europe',
        establishedDate: '2011-03-14',
        headquarters: 'Calle de Alcalá 120, 28009 Madrid, Spain',
        email: 'competitions@eafu.example.org',
        phoneNumber: '+34 910 000 120',
        website: 'https://example.org/eafu',
        boardMembers: [
          { name: 'Ingrid Solberg', title: 'Chair of the Board' },
          { name: 'Kwame Asante', title: 'Treasurer' },
          { name: 'Lucía Ferrer', title: 'Head of Refereeing' },
          { name: 'Declan Murphy', title: 'Safeguarding Lead' },
        ],
        officialColors: ['#0b3d91', '#f2c230'],
        isRecognized: true,
        recognitionLevel: 'international',
      })
      .returning({ id: federations.id });
    const federationId = federation!.id;
    const titles = ['President', 'General Secretary'];
    await tx.insert(federationOfficials).values([
      ...people.map((person, index) => ({
        federationId,
        userId: person.id,
        title: titles[index]!,
      })),
      { federationId, userId: official.id, title: 'Competitions Officer' },
    ]);
    if (people[0]) {
      await tx
        .update(federations)
        .set({ presidentId: people[0].id })
        .where(eq(federations.id, federationId));
    }
    await tx
      .insert(federationRegulations)
      .values(
        REGULATIONS.map((regulation) => ({ ...regulation, federationId, createdBy: official.id })),
      );

    const leagueIds = sanctioned.map((l) => l.id);
    if (leagueIds.length === 0) return;
    await tx.update(leagues).set({ federationId }).where(inArray(leagues.id, leagueIds));
    const sanctionedAt = new Date(now - 120 * DAY);
    await tx.insert(federationAffiliations).values(
      leagueIds.map((leagueId) => ({
        federationId,
        kind: 'league' as const,
        leagueId,
        status: 'accepted' as const,
        decidedBy: official.id,
        decidedAt: sanctionedAt,
        createdAt: new Date(sanctionedAt.getTime() - 10 * DAY),
      })),
    );
    const clubs = await tx
      .select({ teamId: leagueTeams.teamId })
      .from(leagueTeams)
      .where(and(inArray(leagueTeams.leagueId, leagueIds), eq(leagueTeams.status, 'accepted')));
    const clubIds = [...new Set(clubs.map((c) => c.teamId))];
    if (clubIds.length > 0) {
      await tx.insert(federationAffiliations).values(
        clubIds.map((teamId) => {
          const joined = new Date(now - random.int(60, 400) * DAY);
          return {
            federationId,
            kind: 'club' as const,
            teamId,
            status: 'accepted' as const,
            decidedBy: official.id,
            decidedAt: joined,
            createdAt: new Date(joined.getTime() - 3 * DAY),
          };
        }),
      );
      // Squads did not all sign up the day the demo was seeded: spread their join dates.
      const members = await tx
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(inArray(teamMembers.teamId, clubIds))
        .orderBy(asc(teamMembers.id));
      for (const member of members) {
        await tx
          .update(teamMembers)
          .set({ joinedAt: new Date(now - random.int(5, 540) * DAY) })
          .where(eq(teamMembers.id, member.id));
      }
    }
    const applicants = await tx
      .select({ id: teams.id, captainId: teams.captainId })
      .from(teams)
      .where(and(inArray(teams.name, APPLICANTS), eq(teams.sportId, football.id)));
    if (applicants.length > 0) {
      await tx.insert(federationAffiliations).values(
        applicants.map((team, index) => ({
          federationId,
          kind: 'club' as const,
          teamId: team.id,
          status: 'pending' as const,
          requestedBy: team.captainId,
          createdAt: new Date(now - (index + 1) * 2 * DAY),
        })),
      );
    }
  });
}
