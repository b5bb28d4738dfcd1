import { sql } from 'drizzle-orm';
import type { DomainEventOf } from '@shared/events';
import { type Db, rowsOf } from '@server/db/client';
import type { NotificationInput } from './notify';

type ResultFacts = {
  leagueName: string;
  round: number;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  /**
   * The members (and captains) of both teams, and whoever follows the league or either team
   * with notifications on (SPEC §3 entity_follows.notificationsEnabled).
   */
  people: string[];
};

async function resultFacts(db: Db, fixtureId: string): Promise<ResultFacts | null> {
  const [row] = await rowsOf<ResultFacts>(
    db,
    sql`SELECT l.name AS "leagueName", f.round, h.name AS home, a.name AS away,
               f.home_score AS "homeScore", f.away_score AS "awayScore",
               array(SELECT DISTINCT id FROM (
                       SELECT user_id AS id FROM team_members
                        WHERE team_id IN (f.home_team_id, f.away_team_id)
                       UNION SELECT h.captain_id UNION SELECT a.captain_id
                       UNION SELECT user_id FROM entity_follows
                        WHERE notifications_enabled
                          AND ((entity_type = 'league' AND entity_id = f.league_id)
                            OR (entity_type = 'team'
                                AND entity_id IN (f.home_team_id, f.away_team_id)))) people
                      WHERE id IS NOT NULL) AS people
          FROM league_fixtures f
          JOIN leagues l ON l.id = f.league_id
          JOIN teams h ON h.id = f.home_team_id
          JOIN teams a ON a.id = f.away_team_id
         WHERE f.id = ${fixtureId}`,
  );
  return row ?? null;
}

/**
 * A result entered or corrected: both teams' players and their followers hear the score (as it stands when the
 * event arrives), except whoever entered it. Each entry is its own notice (keyed by its time).
 */
export async function leagueResultEntered(
  db: Db,
  { data }: DomainEventOf<'league.result_entered'>,
): Promise<NotificationInput[]> {
  const facts = await resultFacts(db, data.fixtureId);
  if (!facts || facts.homeScore === null) return [];
  const score = `${facts.home} ${facts.homeScore}–${facts.awayScore} ${facts.away}`;
  return facts.people
    .filter((userId) => userId !== data.enteredBy)
    .map((userId) => ({
      userId,
      type: 'team' as const,
      key: `league.result:${data.fixtureId}:${data.at}`,
      title: data.corrected ? 'Result corrected' : 'New result',
      message: `${score} (${facts.leagueName}, round ${facts.round}).`,
      link: `/leagues/${data.leagueId}?tab=fixtures`,
      relatedId: data.fixtureId,
      actorId: data.enteredBy,
    }));
}
