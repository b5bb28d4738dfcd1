import { sql } from 'drizzle-orm';
import type { CoachDashboard } from '@shared/contracts/coaching';
import { fromCents, toCents } from '@shared/money';
import { type Db, rowsOf } from '@server/db/client';
import { at } from '@server/features/bookings/booking-rules';

const MONTHS = 6;

/** "2026-11": the month of an instant, in UTC. */
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The last MONTHS months, oldest first, ending with the current one. */
function lastMonths(now: Date): string[] {
  return Array.from({ length: MONTHS }, (_, i) =>
    monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1 - i), 1))),
  );
}

/**
 * GET /api/coaching/dashboard: the coach's counters and, per month, the hours of sessions that
 * took place or are paid (confirmed or completed bookings) and their revenue at today's rate.
 */
export async function coachDashboard(db: Db, coachId: string, now: Date): Promise<CoachDashboard> {
  const months = lastMonths(now);
  const from = new Date(`${months[0]}-01T00:00:00Z`);
  const [counts] = await rowsOf<{
    rate: string | null;
    athletes: number;
    teams: number;
    pending: number;
  }>(
    db,
    sql`select (select hourly_rate from coach_profiles where user_id = ${coachId}) as rate,
      count(*) filter (where status = 'active' and entity_type = 'player')::int as athletes,
      count(*) filter (where status = 'active' and entity_type <> 'player')::int as teams,
      count(*) filter (where status = 'pending')::int as pending
      from coach_management where coach_id = ${coachId}`,
  );
  const hours = await rowsOf<{ month: string; minutes: number }>(
    db,
    sql`select to_char(b.start_time at time zone 'UTC', 'YYYY-MM') as month,
        sum(extract(epoch from (b.end_time - b.start_time)) / 60)::int as minutes
      from coaching_sessions s
      join coach_management cm on cm.id = s.coaching_id
      join bookings b on b.id = s.booking_id
      where cm.coach_id = ${coachId} and b.status in ('confirmed', 'completed')
        and b.start_time >= ${at(from)}
      group by 1`,
  );
  const rateCents = counts?.rate ? toCents(counts.rate) : 0;
  return {
    hasProfile: counts?.rate != null,
    hourlyRate: counts?.rate ?? null,
    athletes: counts?.athletes ?? 0,
    teams: counts?.teams ?? 0,
    pendingOffers: counts?.pending ?? 0,
    months: months.map((month) => {
      const minutes = hours.find((h) => h.month === month)?.minutes ?? 0;
      return {
        month,
        hours: Math.round((minutes / 60) * 10) / 10,
        revenue: Number(fromCents(Math.round((rateCents * minutes) / 60))),
      };
    }),
  };
}
