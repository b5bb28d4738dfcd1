CREATE TYPE "public"."game_result" AS ENUM('win', 'loss', 'draw');--> statement-breakpoint
CREATE TYPE "public"."team_join_request_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "player_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"availability" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_profiles_latitude_check" CHECK ("player_profiles"."latitude" between -90 and 90),
	CONSTRAINT "player_profiles_longitude_check" CHECK ("player_profiles"."longitude" between -180 and 180),
	CONSTRAINT "player_profiles_coordinates_check" CHECK (("player_profiles"."latitude" is null) = ("player_profiles"."longitude" is null)),
	CONSTRAINT "player_profiles_availability_check" CHECK ("player_profiles"."availability" between 0 and 2097151)
);
--> statement-breakpoint
CREATE TABLE "player_sports" (
	"user_id" uuid NOT NULL,
	"sport_id" integer NOT NULL,
	"skill_level" "skill_level",
	CONSTRAINT "player_sports_user_id_sport_id_pk" PRIMARY KEY("user_id","sport_id")
);
--> statement-breakpoint
CREATE TABLE "team_join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" varchar(500),
	"status" "team_join_request_status" DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_participants" ADD COLUMN "result" "game_result";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "location" varchar(255);--> statement-breakpoint
ALTER TABLE "player_profiles" ADD CONSTRAINT "player_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_sports" ADD CONSTRAINT "player_sports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_sports" ADD CONSTRAINT "player_sports_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_join_requests" ADD CONSTRAINT "team_join_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_join_requests" ADD CONSTRAINT "team_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_sports_sport_id_idx" ON "player_sports" USING btree ("sport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_join_requests_open_idx" ON "team_join_requests" USING btree ("team_id","user_id") WHERE "team_join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "team_join_requests_team_id_status_idx" ON "team_join_requests" USING btree ("team_id","status","created_at");--> statement-breakpoint
CREATE INDEX "team_join_requests_user_id_idx" ON "team_join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_participants_game_id_status_joined_at_idx" ON "game_participants" USING btree ("game_id","status","joined_at");--> statement-breakpoint
CREATE INDEX "games_listed_start_time_id_idx" ON "games" USING btree ("start_time","id") WHERE "games"."status" = 'upcoming' and not "games"."is_private";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_followers_count_check" CHECK ("users"."followers_count" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_following_count_check" CHECK ("users"."following_count" >= 0);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_images_count_check" CHECK (cardinality("posts"."images") <= 4);