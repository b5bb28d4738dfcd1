CREATE TYPE "public"."esports_match_bracket" AS ENUM('winners', 'losers', 'final');--> statement-breakpoint
CREATE TYPE "public"."esports_match_stage" AS ENUM('main', 'group', 'playoff');--> statement-breakpoint
CREATE TYPE "public"."esports_match_status" AS ENUM('pending', 'ready', 'disputed', 'completed', 'bye');--> statement-breakpoint
CREATE TYPE "public"."esports_member_status" AS ENUM('invited', 'active');--> statement-breakpoint
CREATE TYPE "public"."esports_roster_role" AS ENUM('captain', 'player', 'substitute', 'coach');--> statement-breakpoint
ALTER TYPE "public"."esports_tournament_participant_status" ADD VALUE 'awaiting_payment';--> statement-breakpoint
CREATE TABLE "esports_matches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tournament_id" uuid NOT NULL,
	"stage" "esports_match_stage" DEFAULT 'main' NOT NULL,
	"group_number" integer,
	"round" integer NOT NULL,
	"position" integer NOT NULL,
	"bracket" "esports_match_bracket",
	"team1_id" uuid,
	"team2_id" uuid,
	"score1" integer,
	"score2" integer,
	"winner_id" uuid,
	"status" "esports_match_status" DEFAULT 'pending' NOT NULL,
	"forfeit" boolean DEFAULT false NOT NULL,
	"next_match_id" uuid,
	"next_slot" integer,
	"loser_match_id" uuid,
	"loser_slot" integer,
	"team1_report" jsonb,
	"team2_report" jsonb,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esports_matches_scores_check" CHECK ("esports_matches"."score1" >= 0 and "esports_matches"."score2" >= 0),
	CONSTRAINT "esports_matches_slots_check" CHECK ("esports_matches"."next_slot" in (1, 2) and "esports_matches"."loser_slot" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "esports_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "esports_roster_role" NOT NULL,
	"status" "esports_member_status" DEFAULT 'invited' NOT NULL,
	"joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "esports_tournament_participants" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "esports_tournaments" ADD COLUMN "third_place_match" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "esports_tournaments" ADD COLUMN "grand_final_reset" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "esports_tournaments" ADD COLUMN "swiss_rounds" integer;--> statement-breakpoint
ALTER TABLE "esports_tournaments" ADD COLUMN "group_count" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "esports_tournaments" ADD COLUMN "advance_per_group" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "esports_tournaments" ADD COLUMN "round_robin_legs" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "esports_tournaments" ADD COLUMN "check_in_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "esports_tournaments" ADD COLUMN "check_in_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "electronic_games" ADD COLUMN "team_size" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "esports_matches" ADD CONSTRAINT "esports_matches_team1_id_esports_teams_id_fk" FOREIGN KEY ("team1_id") REFERENCES "public"."esports_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esports_matches" ADD CONSTRAINT "esports_matches_team2_id_esports_teams_id_fk" FOREIGN KEY ("team2_id") REFERENCES "public"."esports_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esports_matches" ADD CONSTRAINT "esports_matches_winner_id_esports_teams_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."esports_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esports_matches" ADD CONSTRAINT "esports_matches_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."esports_tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esports_team_members" ADD CONSTRAINT "esports_team_members_team_id_esports_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."esports_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esports_team_members" ADD CONSTRAINT "esports_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esports_matches_tournament_idx" ON "esports_matches" USING btree ("tournament_id","stage","round","position");--> statement-breakpoint
CREATE INDEX "esports_matches_team1_idx" ON "esports_matches" USING btree ("team1_id");--> statement-breakpoint
CREATE INDEX "esports_matches_team2_idx" ON "esports_matches" USING btree ("team2_id");--> statement-breakpoint
CREATE UNIQUE INDEX "esports_team_members_team_user_idx" ON "esports_team_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "esports_team_members_user_id_idx" ON "esports_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "esports_teams_game_tag_idx" ON "esports_teams" USING btree ("game_id",lower("tag"));--> statement-breakpoint
ALTER TABLE "esports_tournaments" ADD CONSTRAINT "esports_tournaments_options_check" CHECK ("esports_tournaments"."group_count" >= 1 and "esports_tournaments"."advance_per_group" >= 1 and "esports_tournaments"."round_robin_legs" in (1, 2) and ("esports_tournaments"."swiss_rounds" is null or "esports_tournaments"."swiss_rounds" >= 1));--> statement-breakpoint
ALTER TABLE "electronic_games" ADD CONSTRAINT "electronic_games_team_size_check" CHECK ("electronic_games"."team_size" between 1 and 20);