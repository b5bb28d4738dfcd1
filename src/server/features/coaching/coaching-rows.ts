import { sql, type SQL } from 'drizzle-orm';
import { COACHING_TRANSITIONS, type CoachingSide } from '@shared/coaching-enums';
import type { CoachingView } from '@shared/contracts/coaching';
import { coachManagement } from '@server/db/schema/coaching';
import { actsForColumns } from '@server/lib/entity-parties';

/** A person's display name from a users row alias (`u`). */
export const personName = (alias: string) =>
  sql.raw(`trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, ''))`);

/** The coached entity's name, read from the table its type names. */
export const entityNameOf = (cm: typeof coachManagement = coachManagement): SQL => sql`(case
    ${cm.entityType}
    when 'player' then (select trim(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))
                          from users where id = ${cm.entityId})
    when 'team' then (select name from teams where id = ${cm.entityId})
    when 'esports_team' then (select name from esports_teams where id = ${cm.entityId})
  end)`;

/** Rows the user is on either side of: the coach, or one who acts for the coached entity. */
export const onEitherSide = (userId: string): SQL =>
  sql`(${coachManagement.coachId} = ${userId} or ${actsForColumns(
    userId,
    coachManagement.entityType,
    coachManagement.entityId,
  )})`;

export const coachingColumns = {
  record: coachManagement,
  coachName: sql<string>`(select ${personName('u')} from users u where u.id = ${coachManagement.coachId})`,
  entityName: sql<string | null>`${entityNameOf()}`,
};

type CoachingRow = {
  record: typeof coachManagement.$inferSelect;
  coachName: string;
  entityName: string | null;
};

export const sideOf = (coachId: string, userId: string): CoachingSide =>
  coachId === userId ? 'coach' : 'entity';

export function toCoachingView(row: CoachingRow, userId: string): CoachingView {
  const r = row.record;
  const side = sideOf(r.coachId, userId);
  return {
    id: r.id,
    coachId: r.coachId,
    coachName: row.coachName,
    entityType: r.entityType,
    entityId: r.entityId,
    entityName: row.entityName ?? 'Removed',
    role: r.role,
    specialization: r.specialization,
    status: r.status,
    startDate: r.startDate,
    endDate: r.endDate,
    side,
    allowed: [...COACHING_TRANSITIONS[r.status][side]],
    createdAt: r.createdAt.toISOString(),
  };
}
