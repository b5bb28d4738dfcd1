import { sql } from 'drizzle-orm';
import type { Tx } from '@server/db/tx';

/**
 * Sets every community counter from the rows it counts. Used after bulk seeding (the services
 * keep them in step one change at a time); also what the counter tests compare against.
 */
export async function reconcileCounters(tx: Tx) {
  await tx.execute(sql`
    update posts p set
      likes_count = (select count(*) from post_likes l where l.post_id = p.id),
      comments_count = (select count(*) from post_comments c where c.post_id = p.id)`);
  await tx.execute(sql`
    update games g set current_players =
      (select count(*) from game_participants gp where gp.game_id = g.id and gp.status = 'accepted')`);
  await tx.execute(sql`
    update teams t set current_members =
      (select count(*) from team_members m where m.team_id = t.id)`);
  await tx.execute(sql`
    update users u set
      followers_count = (select count(*) from user_follows f where f.following_id = u.id),
      following_count = (select count(*) from user_follows f where f.follower_id = u.id)`);
}
