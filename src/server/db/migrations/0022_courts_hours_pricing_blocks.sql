CREATE TYPE "public"."booking_source" AS ENUM('online', 'desk');--> statement-breakpoint
CREATE TABLE "court_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"court_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"reason" varchar(200) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "court_blocks_time_range_check" CHECK ("court_blocks"."end_time" > "court_blocks"."start_time")
);
--> statement-breakpoint
CREATE TABLE "court_sports" (
	"court_id" uuid NOT NULL,
	"sport_id" integer NOT NULL,
	CONSTRAINT "court_sports_court_id_sport_id_pk" PRIMARY KEY("court_id","sport_id")
);
--> statement-breakpoint
CREATE TABLE "courts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"name" varchar(60) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"indoor" boolean DEFAULT false NOT NULL,
	"surface" varchar(40),
	"price_per_hour" numeric(8, 2),
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courts_price_per_hour_check" CHECK ("courts"."price_per_hour" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"court_id" uuid,
	"name" varchar(60) NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	"multiplier_percent" integer,
	"price_per_hour" numeric(8, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_rules_weekdays_check" CHECK (cardinality("price_rules"."weekdays") > 0 and "price_rules"."weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[]),
	CONSTRAINT "price_rules_times_check" CHECK ("price_rules"."ends_at" > "price_rules"."starts_at"),
	CONSTRAINT "price_rules_one_price_check" CHECK (("price_rules"."multiplier_percent" is null) <> ("price_rules"."price_per_hour" is null)),
	CONSTRAINT "price_rules_multiplier_check" CHECK ("price_rules"."multiplier_percent" between 1 and 1000),
	CONSTRAINT "price_rules_price_check" CHECK ("price_rules"."price_per_hour" >= 0)
);
--> statement-breakpoint
CREATE TABLE "venue_hour_exceptions" (
	"venue_id" uuid NOT NULL,
	"date" date NOT NULL,
	"opens_at" time,
	"closes_at" time,
	"note" varchar(100),
	CONSTRAINT "venue_hour_exceptions_venue_id_date_pk" PRIMARY KEY("venue_id","date"),
	CONSTRAINT "venue_hour_exceptions_times_check" CHECK (("venue_hour_exceptions"."opens_at" is null and "venue_hour_exceptions"."closes_at" is null) or "venue_hour_exceptions"."closes_at" > "venue_hour_exceptions"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "venue_hours" (
	"venue_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time,
	"closes_at" time,
	CONSTRAINT "venue_hours_venue_id_weekday_pk" PRIMARY KEY("venue_id","weekday"),
	CONSTRAINT "venue_hours_weekday_check" CHECK ("venue_hours"."weekday" between 1 and 7),
	CONSTRAINT "venue_hours_times_check" CHECK (("venue_hours"."opens_at" is null and "venue_hours"."closes_at" is null) or "venue_hours"."closes_at" > "venue_hours"."opens_at")
);
--> statement-breakpoint
-- Hand-edited: the column starts nullable, is filled by the data move below, then NOT NULL.
ALTER TABLE "bookings" ADD COLUMN "court_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source" "booking_source" DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_name" varchar(100);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_phone" varchar(30);--> statement-breakpoint
-- Moved up by hand: the (court_id, venue_id) references below need this unique index first.
CREATE UNIQUE INDEX "courts_id_venue_id_idx" ON "courts" USING btree ("id","venue_id");--> statement-breakpoint
ALTER TABLE "court_blocks" ADD CONSTRAINT "court_blocks_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_blocks" ADD CONSTRAINT "court_blocks_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_blocks" ADD CONSTRAINT "court_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_blocks" ADD CONSTRAINT "court_blocks_court_venue_fk" FOREIGN KEY ("court_id","venue_id") REFERENCES "public"."courts"("id","venue_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_sports" ADD CONSTRAINT "court_sports_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_sports" ADD CONSTRAINT "court_sports_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_hour_exceptions" ADD CONSTRAINT "venue_hour_exceptions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_hours" ADD CONSTRAINT "venue_hours_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "court_blocks_court_start_idx" ON "court_blocks" USING btree ("court_id","start_time");--> statement-breakpoint
CREATE INDEX "court_blocks_venue_start_idx" ON "court_blocks" USING btree ("venue_id","start_time");--> statement-breakpoint
CREATE INDEX "courts_venue_id_idx" ON "courts" USING btree ("venue_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "courts_venue_name_idx" ON "courts" USING btree ("venue_id",lower("name")) WHERE "courts"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "price_rules_venue_id_idx" ON "price_rules" USING btree ("venue_id");--> statement-breakpoint
-- Data move (hand-written): every venue gets one court, named "Court 1" (a court listing no
-- sports in court_sports is for all of its venue's sports), and every booking (whatever its status) moves to its venue's court. The NOT NULL that follows
-- fails the whole migration if any booking were left without a court, so none can be lost.
INSERT INTO "courts" ("venue_id", "name", "position", "created_at", "updated_at")
  SELECT "id", 'Court 1', 0, "created_at", "created_at" FROM "venues";--> statement-breakpoint
UPDATE "bookings" b SET "court_id" = c."id" FROM "courts" c WHERE c."venue_id" = b."venue_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "court_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_court_venue_fk" FOREIGN KEY ("court_id","venue_id") REFERENCES "public"."courts"("id","venue_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_court_id_start_time_idx" ON "bookings" USING btree ("court_id","start_time");--> statement-breakpoint
-- No double booking now holds per court: the same rule as 0008 (pending, confirmed and completed
-- bookings occupy their time), keyed on the court instead of the venue.
ALTER TABLE "bookings" DROP CONSTRAINT IF EXISTS "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (
    "court_id" WITH =,
    tstzrange("start_time", "end_time", '[)') WITH &&
  ) WHERE ("status" IN ('pending', 'confirmed', 'completed'));--> statement-breakpoint
ALTER TABLE "court_blocks" ADD CONSTRAINT "court_blocks_no_overlap"
  EXCLUDE USING gist (
    "court_id" WITH =,
    tstzrange("start_time", "end_time", '[)') WITH &&
  );--> statement-breakpoint
-- A booking that names no court (league fixtures, seeds, older code) takes the venue's first
-- court that is free at that time, else its first court (where the exclusion constraint then
-- refuses it, as a full venue did before courts). Bookings and blocks live in two tables, which
-- no single constraint spans; both triggers first lock the court's row, so a booking and a block
-- racing for one court are ordered, and the later one sees the earlier and fails with 23P01.
CREATE FUNCTION "bookings_take_court"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM 1 FROM "courts" WHERE "id" = NEW."court_id" FOR NO KEY UPDATE;
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
CREATE TRIGGER "bookings_take_court"
  BEFORE INSERT OR UPDATE OF "court_id", "start_time", "end_time", "status" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_take_court"();--> statement-breakpoint
CREATE FUNCTION "court_blocks_keep_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "courts" WHERE "id" = NEW."court_id" FOR NO KEY UPDATE;
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
$$;--> statement-breakpoint
CREATE TRIGGER "court_blocks_keep_bookings"
  BEFORE INSERT OR UPDATE OF "court_id", "start_time", "end_time" ON "court_blocks"
  FOR EACH ROW EXECUTE FUNCTION "court_blocks_keep_bookings"();--> statement-breakpoint
-- A venue always has a court to book: a new one starts with "Court 1", whoever inserts it
-- (the owner's form, the seed, tests); the owner renames it or adds more.
CREATE FUNCTION "venues_first_court"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "courts" ("venue_id", "name", "position") VALUES (NEW."id", 'Court 1', 0);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "venues_first_court" AFTER INSERT ON "venues"
  FOR EACH ROW EXECUTE FUNCTION "venues_first_court"();
