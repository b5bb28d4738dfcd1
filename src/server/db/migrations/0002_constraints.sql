-- Invariants drizzle-kit cannot express (ARCHITECTURE rule 4: the database keeps them).

-- No two live bookings of one venue overlap. Pending (held) and confirmed bookings count;
-- cancelled and completed ones do not. Half-open ranges: 10:00-11:00 and 11:00-12:00 touch
-- without overlapping. Expired holds are set to cancelled by the server before they stop counting.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (
    "venue_id" WITH =,
    tstzrange("start_time", "end_time", '[)') WITH &&
  ) WHERE ("status" IN ('pending', 'confirmed'));
