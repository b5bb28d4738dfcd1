-- A checked-in booking (status completed) still occupies its time: a player checked in for
-- 18:00-19:00 must not have the same court sold under them at 18:30. The original constraint
-- (0002) only covered pending and confirmed; recreate it to cover completed too. Only a
-- cancelled booking frees its slot. Self-contained: drop and recreate in one migration.
ALTER TABLE "bookings" DROP CONSTRAINT IF EXISTS "bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (
    "venue_id" WITH =,
    tstzrange("start_time", "end_time", '[)') WITH &&
  ) WHERE ("status" IN ('pending', 'confirmed', 'completed'));
