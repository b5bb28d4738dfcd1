import { sql, type SQL } from 'drizzle-orm';
import type { KpiMetric, KpiView, SponsorableType } from '@shared/contracts/sponsors';
import type { Tx } from '@server/db/tx';
import { containsPattern } from '@server/lib/like-pattern';

export type KpiTarget = { metric: KpiMetric; target: number };

type Deal = { entityType: SponsorableType; entityId: string; startDate: string | null };

/** The SQL counting one KPI's delivered figure since `since` (a date, inclusive). */
function figure(metric: KpiMetric, deal: Deal, since: string, brand: string): SQL {
  const id = deal.entityId;
  switch (metric) {
    case 'followers_gained':
      return deal.entityType === 'player'
        ? sql`select count(*) from user_follows where following_id = ${id}
              and created_at >= ${since}::date`
        : sql`select count(*) from entity_follows where entity_type = ${deal.entityType}
              and entity_id = ${id} and created_at >= ${since}::date`;
    case 'check_ins':
      return sql`select count(*) from bookings where checked_in_at >= ${since}::date and
        ${deal.entityType === 'venue' ? sql`venue_id` : sql`user_id`} = ${id}`;
    case 'bookings':
      return sql`select count(*) from bookings where venue_id = ${id}
        and status in ('confirmed', 'completed') and created_at >= ${since}::date`;
    case 'games_played':
      if (deal.entityType === 'player') {
        return sql`select count(*) from game_participants p join games g on g.id = p.game_id
          where p.user_id = ${id} and p.status = 'accepted' and g.status = 'completed'
          and g.start_time >= ${since}::date`;
      }
      return sql`select count(*) from league_fixtures where status = 'played'
        and coalesce(start_time, updated_at) >= ${since}::date and ${
          deal.entityType === 'league'
            ? sql`league_id = ${id}`
            : sql`(home_team_id = ${id} or away_team_id = ${id})`
        }`;
    case 'brand_mentions':
      return sql`select count(*) from posts where content ilike ${containsPattern(brand)}
        and created_at >= ${since}::date`;
  }
}

/** Each KPI's target beside what Matchday's rows say was delivered since the deal began. */
export async function kpiFigures(
  tx: Tx,
  deal: Deal,
  targets: KpiTarget[],
  brand: string,
): Promise<KpiView[]> {
  const since = deal.startDate ?? '1970-01-01';
  const figures: KpiView[] = [];
  for (const { metric, target } of targets) {
    const result = await tx.execute(sql`select (${figure(metric, deal, since, brand)})::int as n`);
    const [row] = (result as { rows: { n: number }[] }).rows;
    figures.push({ metric, target, delivered: row?.n ?? 0 });
  }
  return figures;
}
