import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '@server/db/client';

export type PlayerRecord = {
  gamesPlayed: number;
  wins: number;
  losses: number;
  draws: number;
  winRate: number | null;
  rating: number | null;
  reviewCount: number;
};

/**
 * A player's record: games they played (in the game, not waitlisted, not cancelled, already
 * started), their self-reported results, and the average rating other players gave them.
 */
export async function playerRecord(db: Db, userId: string, now: Date): Promise<PlayerRecord> {
  const [row] = await rowsOf<{
    played: number;
    wins: number;
    losses: number;
    draws: number;
    rating: string | null;
    reviews: number;
  }>(
    db,
    sql`select
      count(*)::int as played,
      (count(*) filter (where gp.result = 'win'))::int as wins,
      (count(*) filter (where gp.result = 'loss'))::int as losses,
      (count(*) filter (where gp.result = 'draw'))::int as draws,
      (select round(avg(r.rating), 2)::text from reviews r where r.user_id = ${userId}) as rating,
      (select count(*)::int from reviews r where r.user_id = ${userId}) as reviews
    from game_participants gp
    join games g on g.id = gp.game_id
    where gp.user_id = ${userId} and gp.status = 'accepted' and g.status <> 'cancelled'
      and g.start_time < ${now.toISOString()}::timestamptz`,
  );
  const record = row!;
  const reported = record.wins + record.losses + record.draws;
  return {
    gamesPlayed: record.played,
    wins: record.wins,
    losses: record.losses,
    draws: record.draws,
    winRate: reported > 0 ? Math.round((record.wins / reported) * 1000) / 10 : null,
    rating: record.rating === null ? null : Number(record.rating),
    reviewCount: record.reviews,
  };
}
