import { sql } from 'drizzle-orm';
import type { FollowSuggestionView } from '@shared/contracts/follows';
import type { FollowEntityType } from '@shared/enums';
import { type Db, rowsOf } from '@server/db/client';
import { describeEntities } from './follow-targets';

/** How many suggestions Discover shows, and at most how many of one kind (so they vary). */
export const SUGGESTIONS_LIMIT = 8;
const PER_KIND = 2;

/**
 * GET /api/follows/suggestions: the most followed teams, leagues, venues… that the user does not
 * follow yet, a couple of each kind, most followed first. Real counts, nothing typed in.
 */
export async function followSuggestions(db: Db, userId: string): Promise<FollowSuggestionView[]> {
  const rows = await rowsOf<{
    entity_type: FollowEntityType;
    entity_id: string;
    followers: number;
  }>(
    db,
    sql`
    select entity_type, entity_id, followers from (
      select entity_type, entity_id, count(*)::int as followers,
             row_number() over (partition by entity_type order by count(*) desc, entity_id) as rank
        from entity_follows f
       where not exists (select 1 from entity_follows mine where mine.user_id = ${userId}
                          and mine.entity_type = f.entity_type and mine.entity_id = f.entity_id)
       group by entity_type, entity_id
    ) ranked
     where rank <= ${PER_KIND}
     order by followers desc, entity_type, entity_id
     limit ${SUGGESTIONS_LIMIT}`,
  );
  const names = await describeEntities(
    db,
    rows.map((row) => ({ entityType: row.entity_type, entityId: row.entity_id })),
  );
  return rows.flatMap((row) => {
    const described = names.get(`${row.entity_type}:${row.entity_id}`);
    if (!described) return [];
    return [
      {
        entityType: row.entity_type,
        entityId: row.entity_id,
        ...described,
        followers: Number(row.followers),
      },
    ];
  });
}
