import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { VenueAnalytics, VenueStats } from '@shared/contracts/dashboards';
import { BOOKING_STATUSES, type BookingStatus } from '@shared/enums';
import { fromCents, toCents } from '@shared/money';
import {
  addDays,
  instantToLocal,
  localToday,
  OPEN_MINUTES_PER_DAY,
  TIME_OPTIONS,
} from '@shared/slots';
import { type Db, rowsOf } from '@server/db/client';
import { bookings } from '@server/db/schema/bookings';
import { venues } from '@server/db/schema/venues';
import { at } from '@server/features/bookings/booking-rules';
import { ownedBookingsScope } from '@server/features/venue-owner/owner-bookings.service';

const DAY_MS = 86_400_000;
const OCCUPANCY_DAYS = 30;

/** GET /api/venue/stats: real figures over the caller's venues. */
export async function venueStats(db: Db, userId: string, now: Date): Promise<VenueStats> {
  const scope = await ownedBookingsScope(db, userId);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const windowStart = new Date(now.getTime() - OCCUPANCY_DAYS * DAY_MS);
  const [figures] = await rowsOf<{
    revenue: string | null;
    total: number;
    upcoming: number;
    booked_minutes: string | null;
  }>(
    db,
    sql`select
          sum(total_amount) filter (
            where payment_status = 'paid' and start_time >= ${at(monthStart)}
          ) as revenue,
          count(*) filter (where status in ('confirmed', 'completed'))::int as total,
          count(*) filter (where status = 'confirmed' and start_time >= ${at(now)})::int as upcoming,
          sum(extract(epoch from (least(end_time, ${at(now)}) - greatest(start_time, ${at(windowStart)}))) / 60)
            filter (
              where status in ('confirmed', 'completed')
                and start_time < ${at(now)} and end_time > ${at(windowStart)}
            ) as booked_minutes
        from ${bookings}
        where ${scope}`,
  );
  const [venueFigures] = await rowsOf<{
    venues: number;
    active: number;
    reviews: number;
    weighted: string | null;
  }>(
    db,
    sql`select count(*)::int as venues,
          count(*) filter (where is_active)::int as active,
          coalesce(sum(review_count), 0)::int as reviews,
          sum(rating * review_count) as weighted
        from ${venues} where owner_id = ${userId}`,
  );
  const openMinutes = (venueFigures?.active ?? 0) * OPEN_MINUTES_PER_DAY * OCCUPANCY_DAYS;
  const booked = Number(figures?.booked_minutes ?? 0);
  const reviews = venueFigures?.reviews ?? 0;
  return {
    monthlyRevenue: fromCents(toCents(Number(figures?.revenue ?? 0).toFixed(2))),
    totalBookings: figures?.total ?? 0,
    occupancyRate: openMinutes ? Math.round((booked / openMinutes) * 1000) / 10 : 0,
    rating: reviews ? Math.round((Number(venueFigures?.weighted ?? 0) / reviews) * 100) / 100 : 0,
    reviews,
    venues: venueFigures?.venues ?? 0,
    upcomingBookings: figures?.upcoming ?? 0,
  };
}

/**
 * GET /api/venue/analytics: paid revenue per day and booked share of each opening half-hour over
 * the last `days` days, on each venue's own calendar and clock.
 */
export async function venueAnalytics(
  db: Db,
  userId: string,
  query: { venueId?: string; days: number },
  now: Date,
): Promise<VenueAnalytics> {
  const scope = await ownedBookingsScope(db, userId, query.venueId);
  const since = new Date(now.getTime() - query.days * DAY_MS);
  const rows = await db
    .select({
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      totalAmount: bookings.totalAmount,
      timeZone: venues.timeZone,
    })
    .from(bookings)
    .innerJoin(venues, eq(venues.id, bookings.venueId))
    .where(and(scope, gte(bookings.startTime, since), sql`${bookings.startTime} < ${at(now)}`));

  const today = localToday('UTC', now);
  const days = Array.from({ length: query.days }, (_, i) => addDays(today, i - query.days + 1));
  const revenue = new Map(days.map((date) => [date, { cents: 0, bookings: 0 }]));
  const slotCounts = new Map(TIME_OPTIONS.slice(0, -1).map((time) => [time, 0]));
  const statusCounts = new Map<BookingStatus, number>(BOOKING_STATUSES.map((s) => [s, 0]));

  for (const row of rows) {
    statusCounts.set(row.status, (statusCounts.get(row.status) ?? 0) + 1);
    const day = revenue.get(instantToLocal(row.startTime, row.timeZone).date);
    if (day && row.paymentStatus === 'paid') {
      day.cents += toCents(row.totalAmount);
      day.bookings += 1;
    }
    if (row.status !== 'confirmed' && row.status !== 'completed') continue;
    for (let t = row.startTime.getTime(); t < row.endTime.getTime(); t += 30 * 60_000) {
      const label = instantToLocal(new Date(t), row.timeZone).time;
      if (slotCounts.has(label)) slotCounts.set(label, slotCounts.get(label)! + 1);
    }
  }

  const venueCount = query.venueId
    ? 1
    : ((
        await db
          .select({ n: count() })
          .from(venues)
          .where(and(eq(venues.ownerId, userId), eq(venues.isActive, true)))
      )[0]?.n ?? 0);
  const possible = venueCount * query.days;
  return {
    days: query.days,
    revenueByDay: days.map((date) => ({
      date,
      amount: fromCents(revenue.get(date)!.cents),
      bookings: revenue.get(date)!.bookings,
    })),
    occupancyByHour: [...slotCounts].map(([hour, n]) => ({
      hour,
      rate: possible ? Math.round((n / possible) * 1000) / 10 : 0,
    })),
    statusCounts: [...statusCounts].map(([status, n]) => ({ status, count: n })),
  };
}
