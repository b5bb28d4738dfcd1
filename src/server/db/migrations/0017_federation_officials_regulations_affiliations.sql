CREATE TYPE "public"."federation_affiliation_kind" AS ENUM('club', 'league');--> statement-breakpoint
CREATE TYPE "public"."federation_affiliation_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "federation_affiliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"federation_id" uuid NOT NULL,
	"kind" "federation_affiliation_kind" NOT NULL,
	"team_id" uuid,
	"league_id" uuid,
	"status" "federation_affiliation_status" DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_affiliations_target_check" CHECK (("federation_affiliations"."kind" = 'club' and "federation_affiliations"."team_id" is not null and "federation_affiliations"."league_id" is null) or ("federation_affiliations"."kind" = 'league' and "federation_affiliations"."league_id" is not null and "federation_affiliations"."team_id" is null))
);
--> statement-breakpoint
CREATE TABLE "federation_officials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"federation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "federation_regulations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"federation_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text,
	"document_url" text,
	"published_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "federation_regulations_content_check" CHECK ("federation_regulations"."body" is not null or "federation_regulations"."document_url" is not null)
);
--> statement-breakpoint
ALTER TABLE "federation_affiliations" ADD CONSTRAINT "federation_affiliations_federation_id_federations_id_fk" FOREIGN KEY ("federation_id") REFERENCES "public"."federations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_affiliations" ADD CONSTRAINT "federation_affiliations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_affiliations" ADD CONSTRAINT "federation_affiliations_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_affiliations" ADD CONSTRAINT "federation_affiliations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_affiliations" ADD CONSTRAINT "federation_affiliations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_officials" ADD CONSTRAINT "federation_officials_federation_id_federations_id_fk" FOREIGN KEY ("federation_id") REFERENCES "public"."federations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_officials" ADD CONSTRAINT "federation_officials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_regulations" ADD CONSTRAINT "federation_regulations_federation_id_federations_id_fk" FOREIGN KEY ("federation_id") REFERENCES "public"."federations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_regulations" ADD CONSTRAINT "federation_regulations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "federation_affiliations_open_team_idx" ON "federation_affiliations" USING btree ("federation_id","team_id") WHERE "federation_affiliations"."status" <> 'declined' and "federation_affiliations"."team_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "federation_affiliations_open_league_idx" ON "federation_affiliations" USING btree ("federation_id","league_id") WHERE "federation_affiliations"."status" <> 'declined' and "federation_affiliations"."league_id" is not null;--> statement-breakpoint
CREATE INDEX "federation_affiliations_federation_id_status_idx" ON "federation_affiliations" USING btree ("federation_id","status");--> statement-breakpoint
CREATE INDEX "federation_affiliations_team_id_idx" ON "federation_affiliations" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "federation_affiliations_league_id_idx" ON "federation_affiliations" USING btree ("league_id");--> statement-breakpoint
CREATE UNIQUE INDEX "federation_officials_federation_id_user_id_idx" ON "federation_officials" USING btree ("federation_id","user_id");--> statement-breakpoint
CREATE INDEX "federation_officials_user_id_idx" ON "federation_officials" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "federation_regulations_federation_id_idx" ON "federation_regulations" USING btree ("federation_id","published_on");