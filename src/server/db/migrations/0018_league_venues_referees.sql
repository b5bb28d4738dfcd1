CREATE TABLE "league_referees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "league_fixtures" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "league_fixtures" ADD COLUMN "referee_id" uuid;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "fixture_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "league_referees" ADD CONSTRAINT "league_referees_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_referees" ADD CONSTRAINT "league_referees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "league_referees_league_id_user_id_idx" ON "league_referees" USING btree ("league_id","user_id");--> statement-breakpoint
CREATE INDEX "league_referees_user_id_idx" ON "league_referees" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "league_fixtures" ADD CONSTRAINT "league_fixtures_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_fixtures" ADD CONSTRAINT "league_fixtures_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "league_fixtures_booking_id_idx" ON "league_fixtures" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "league_fixtures_referee_id_idx" ON "league_fixtures" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "league_fixtures_start_time_idx" ON "league_fixtures" USING btree ("start_time");--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_fixture_minutes_check" CHECK ("leagues"."fixture_minutes" between 15 and 360);