import { inArray, sql } from 'drizzle-orm';
import { describeSlots } from '@shared/availability';
import type { SkillLevel } from '@shared/constants';
import type { PlayerMatch } from '@shared/contracts/players';
import { type Db, rowsOf } from '@server/db/client';
import { users } from '@server/db/schema/users';
import { playerCardColumns, sportsOf, toPlayerCard } from './player-cards';

/** How the 100 points of a match are shared out. */
export const MATCH_WEIGHTS = { sport: 40, skill: 25, distance: 20, availability: 15 } as const;
/** Beyond this distance, being nearby adds nothing. */
export const MATCH_RADIUS_KM = 100;
export const MATCH_LIMIT = 12;

// Constants go into the SQL as literals so the planner types the arithmetic as numbers.
const n = (value: number) => sql.raw(String(value));

type MatchRow = {
  id: string;
  score: number;
  sharedSport: string | null;
  levelGap: number | null;
  theirLevel: SkillLevel | null;
  distanceKm: number | null;
  overlap: number;
};

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const LEVEL_GAP_WORDS = ['Same level', 'One level apart', 'Two levels apart', 'Three levels apart'];

/** Why a player was suggested, in the order the score weighs it. */
export function reasonsFor(row: MatchRow): string[] {
  const reasons: string[] = [];
  if (row.sharedSport) reasons.push(`Plays ${row.sharedSport} like you`);
  if (row.levelGap !== null) {
    const gap = LEVEL_GAP_WORDS[row.levelGap] ?? 'Different level';
    const sport = row.sharedSport ? ` in ${row.sharedSport}` : '';
    const level = row.theirLevel ? ` (${capitalise(row.theirLevel)})` : '';
    reasons.push(`${gap}${sport}${level}`);
  }
  if (row.distanceKm !== null && row.distanceKm < MATCH_RADIUS_KM) {
    reasons.push(
      row.distanceKm < 1 ? 'Less than 1 km away' : `${Math.round(row.distanceKm)} km away`,
    );
  }
  const slots = describeSlots(row.overlap);
  if (slots.length > 0) {
    const more = slots.length > 2 ? ` +${slots.length - 2} more` : '';
    reasons.push(`Also free ${slots.slice(0, 2).join(', ')}${more}`);
  }
  return reasons;
}

/**
 * Smart matching: other players ranked by a shared sport, how close their level is (in the
 * shared sport when there is one), distance and overlapping weekly availability. Scored in SQL
 * so only the best few rows leave the database; every suggestion has at least one reason.
 * "My sports" are the ones saved in preferences, else the favourite sport of the profile.
 */
export async function findMatches(db: Db, userId: string): Promise<PlayerMatch[]> {
  const w = MATCH_WEIGHTS;
  const rows = await rowsOf<MatchRow>(
    db,
    sql`
    with me as (
      select u.id, u.skill_level, u.favorite_sport, pp.latitude, pp.longitude,
             coalesce(pp.availability, 0) as availability
      from users u left join player_profiles pp on pp.user_id = u.id
      where u.id = ${userId}
    ),
    my_sports as (
      select ps.sport_id, coalesce(ps.skill_level, me.skill_level) as level
      from player_sports ps, me where ps.user_id = me.id
      union
      select s.id, me.skill_level from sports s, me
      where lower(s.name) = lower(me.favorite_sport)
        and not exists (select 1 from player_sports where user_id = me.id)
    ),
    candidates as (
      select u.id, u.skill_level, pp.latitude, pp.longitude, coalesce(pp.availability, 0) as availability
      from users u left join player_profiles pp on pp.user_id = u.id
      where u.roles @> array['player']::text[] and u.id <> ${userId}
    ),
    shared as (
      select distinct on (c.id) c.id, s.name as sport,
        coalesce(ps.skill_level, c.skill_level) as their_level,
        abs(array_position(enum_range(null::skill_level), coalesce(ps.skill_level, c.skill_level))
          - array_position(enum_range(null::skill_level), ms.level)) as gap
      from candidates c
      join player_sports ps on ps.user_id = c.id
      join my_sports ms on ms.sport_id = ps.sport_id
      join sports s on s.id = ps.sport_id
      cross join me
      -- The closest level wins; on a tie, my favourite sport, then by name.
      order by c.id, gap nulls last, (lower(s.name) = lower(coalesce(me.favorite_sport, ''))) desc, s.name
    ),
    measured as (
      select c.id, sh.sport as shared_sport,
        coalesce(sh.gap, case when sh.id is null then
          abs(array_position(enum_range(null::skill_level), c.skill_level)
            - array_position(enum_range(null::skill_level), me.skill_level)) end) as level_gap,
        coalesce(sh.their_level, c.skill_level) as their_level,
        case when me.latitude is not null and c.latitude is not null then
          2 * 6371 * asin(sqrt(
            power(sin(radians(c.latitude - me.latitude) / 2), 2) +
            cos(radians(me.latitude)) * cos(radians(c.latitude)) *
            power(sin(radians(c.longitude - me.longitude) / 2), 2)))
        end as distance_km,
        (c.availability & me.availability) as overlap,
        bit_count(me.availability::bit(21)) as my_slots
      from candidates c cross join me left join shared sh on sh.id = c.id
    ),
    scored as (
      select *,
        (case when shared_sport is not null then ${n(w.sport)} else 0 end)
        + coalesce(${n(w.skill)} * (1 - level_gap / 3.0), 0)
        + coalesce(greatest(0, ${n(w.distance)} * (1 - distance_km / ${n(MATCH_RADIUS_KM)})), 0)
        + case when my_slots > 0 then ${n(w.availability)} * bit_count(overlap::bit(21)) / my_slots::float else 0 end
        as score
      from measured
    )
    select id, round(score)::int as score, shared_sport as "sharedSport", level_gap as "levelGap",
      their_level as "theirLevel", distance_km as "distanceKm", overlap
    from scored
    where shared_sport is not null or overlap <> 0
      or (distance_km is not null and distance_km < ${n(MATCH_RADIUS_KM)})
    order by score desc, id
    limit ${n(MATCH_LIMIT)}`,
  );
  if (rows.length === 0) return [];

  const ids = rows.map((row) => row.id);
  const [cards, sportsByUser] = await Promise.all([
    db.select(playerCardColumns(userId)).from(users).where(inArray(users.id, ids)),
    sportsOf(db, ids),
  ]);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  return rows.flatMap((row) => {
    const card = cardById.get(row.id);
    if (!card) return [];
    const match = {
      ...row,
      levelGap: row.levelGap === null ? null : Number(row.levelGap),
      distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
      overlap: Number(row.overlap),
    };
    return [
      {
        ...toPlayerCard(card, sportsByUser, userId),
        score: Number(row.score),
        reasons: reasonsFor(match),
        distanceKm: match.distanceKm === null ? null : Math.round(match.distanceKm * 10) / 10,
      },
    ];
  });
}
