import { asc } from 'drizzle-orm';
import type { Sport } from '@shared/contracts/sports';
import type { Db } from '@server/db/client';
import { sports } from '@server/db/schema/sports';

export function listSports(db: Db): Promise<Sport[]> {
  return db.select().from(sports).orderBy(asc(sports.name));
}
