-- A court archived (or removed) at the moment a booking, block or move is made on it must not
-- take it (issue 17). Removing a court locks its row FOR UPDATE, checks that no bookings to come
-- hold it, then archives or deletes it; the triggers below already wait on that row lock, and
-- now read the court again once they hold it: an archived or vanished court refuses the row with
-- 23P01 like a taken slot, so every service's "taken, try the next court or answer 409" path
-- handles it. Under READ COMMITTED the locking read sees the removal that just committed.
CREATE OR REPLACE FUNCTION "court_in_use_locked"(court uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "courts" WHERE "id" = court AND "archived_at" IS NULL FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'The court is no longer in use'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'courts_in_use';
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bookings_take_court"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."court_id" IS NULL THEN
    SELECT c."id" INTO NEW."court_id"
    FROM "courts" c
    WHERE c."venue_id" = NEW."venue_id" AND c."archived_at" IS NULL
    ORDER BY
      EXISTS (
        SELECT 1 FROM "bookings" b
        WHERE b."court_id" = c."id" AND b."status" IN ('pending', 'confirmed', 'completed')
          AND b."start_time" < NEW."end_time" AND b."end_time" > NEW."start_time"
      ) OR EXISTS (
        SELECT 1 FROM "court_blocks" k
        WHERE k."court_id" = c."id"
          AND k."start_time" < NEW."end_time" AND k."end_time" > NEW."start_time"
      ),
      c."position", c."created_at", c."id"
    LIMIT 1;
  END IF;
  IF NEW."status" NOT IN ('pending', 'confirmed', 'completed') THEN
    RETURN NEW;
  END IF;
  -- A row that already held this very time (a payment confirming a hold) needs no new check.
  IF TG_OP = 'UPDATE' AND OLD."status" IN ('pending', 'confirmed', 'completed')
     AND NEW."court_id" = OLD."court_id" AND NEW."start_time" = OLD."start_time"
     AND NEW."end_time" = OLD."end_time" THEN
    RETURN NEW;
  END IF;
  PERFORM "court_in_use_locked"(NEW."court_id");
  IF EXISTS (
    SELECT 1 FROM "court_blocks" k
    WHERE k."court_id" = NEW."court_id"
      AND k."start_time" < NEW."end_time" AND k."end_time" > NEW."start_time"
  ) THEN
    RAISE EXCEPTION 'The court is blocked at that time'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'court_blocks_no_overlap';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "court_blocks_keep_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "court_in_use_locked"(NEW."court_id");
  IF EXISTS (
    SELECT 1 FROM "bookings" b
    WHERE b."court_id" = NEW."court_id" AND b."status" IN ('pending', 'confirmed', 'completed')
      AND b."start_time" < NEW."end_time" AND b."end_time" > NEW."start_time"
  ) THEN
    RAISE EXCEPTION 'The court is booked at that time'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bookings_no_overlap';
  END IF;
  RETURN NEW;
END
$$;
