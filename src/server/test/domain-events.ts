import { sql } from 'drizzle-orm';
import type { DomainEvent, DomainEventType } from '@shared/events';
import { type Db, rowsOf } from '@server/db/client';

/**
 * The events written to the outbox of one type whose data has `key` = `value`, oldest first:
 * what a test reads to see that an action told the others about itself.
 */
export function eventsOf<T extends DomainEventType>(
  db: Db,
  type: T,
  key: string,
  value: string,
): Promise<Extract<DomainEvent, { type: T }>[]> {
  return rowsOf(
    db,
    sql`SELECT type, data FROM domain_events
         WHERE type = ${type} AND data->>${key} = ${value} ORDER BY id`,
  );
}
