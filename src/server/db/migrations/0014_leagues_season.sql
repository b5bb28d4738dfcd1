CREATE TYPE "public"."fixture_status" AS ENUM('scheduled', 'played', 'postponed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."league_team_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."standings_rule" AS ENUM('points_gd_gf', 'points_h2h');--> statement-breakpoint
CREATE TABLE "league_fixtures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"home_team_id" uuid NOT NULL,
	"away_team_id" uuid NOT NULL,
	"start_time" timestamp with time zone,
	"venue_id" uuid,
	"home_score" integer,
	"away_score" integer,
	"status" "fixture_status" DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_fixtures_teams_check" CHECK ("league_fixtures"."home_team_id" <> "league_fixtures"."away_team_id"),
	CONSTRAINT "league_fixtures_round_check" CHECK ("league_fixtures"."round" > 0),
	CONSTRAINT "league_fixtures_score_check" CHECK (("league_fixtures"."home_score" is null) = ("league_fixtures"."away_score" is null) and "league_fixtures"."home_score" >= 0 and "league_fixtures"."away_score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "league_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"status" "league_team_status" DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "standings_rule" "standings_rule" DEFAULT 'points_gd_gf' NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "points_for_win" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "points_for_draw" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "points_for_loss" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "league_fixtures" ADD CONSTRAINT "league_fixtures_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_fixtures" ADD CONSTRAINT "league_fixtures_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_fixtures" ADD CONSTRAINT "league_fixtures_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_fixtures" ADD CONSTRAINT "league_fixtures_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_fixtures_league_id_round_idx" ON "league_fixtures" USING btree ("league_id","round");--> statement-breakpoint
CREATE INDEX "league_fixtures_home_team_id_idx" ON "league_fixtures" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "league_fixtures_away_team_id_idx" ON "league_fixtures" USING btree ("away_team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_teams_league_id_team_id_idx" ON "league_teams" USING btree ("league_id","team_id");--> statement-breakpoint
CREATE INDEX "league_teams_team_id_idx" ON "league_teams" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_points_check" CHECK ("leagues"."points_for_win" >= "leagues"."points_for_draw" and "leagues"."points_for_draw" >= "leagues"."points_for_loss" and "leagues"."points_for_loss" >= 0);