CREATE TYPE "public"."rsvp_answer" AS ENUM('yes', 'no', 'maybe');--> statement-breakpoint
CREATE TYPE "public"."team_due_status" AS ENUM('open', 'paid');--> statement-breakpoint
CREATE TYPE "public"."team_event_kind" AS ENUM('training', 'match', 'social');--> statement-breakpoint
CREATE TABLE "team_calendar_tokens" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_calendar_tokens_team_id_user_id_pk" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "team_calendar_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "team_dues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"label" varchar(120) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" "team_due_status" DEFAULT 'open' NOT NULL,
	"payment_order_id" uuid,
	"paid_at" timestamp with time zone,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_dues_amount_check" CHECK ("team_dues"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "team_event_rsvps" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"answer" "rsvp_answer" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_event_rsvps_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"title" varchar(120) NOT NULL,
	"kind" "team_event_kind" NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"venue_id" uuid,
	"booking_id" uuid,
	"location" varchar(255),
	"note" text,
	"created_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_events_time_check" CHECK ("team_events"."end_time" is null or "team_events"."end_time" > "team_events"."start_time")
);
--> statement-breakpoint
CREATE TABLE "team_invites" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_invites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "team_calendar_tokens" ADD CONSTRAINT "team_calendar_tokens_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_calendar_tokens" ADD CONSTRAINT "team_calendar_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_dues" ADD CONSTRAINT "team_dues_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_dues" ADD CONSTRAINT "team_dues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_dues" ADD CONSTRAINT "team_dues_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_dues" ADD CONSTRAINT "team_dues_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_event_rsvps" ADD CONSTRAINT "team_event_rsvps_event_id_team_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."team_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_event_rsvps" ADD CONSTRAINT "team_event_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_events" ADD CONSTRAINT "team_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_events" ADD CONSTRAINT "team_events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_events" ADD CONSTRAINT "team_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_events" ADD CONSTRAINT "team_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_dues_team_id_idx" ON "team_dues" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "team_dues_user_id_idx" ON "team_dues" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_dues_payment_order_id_idx" ON "team_dues" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "team_events_team_id_start_time_idx" ON "team_events" USING btree ("team_id","start_time");--> statement-breakpoint
CREATE INDEX "team_events_start_time_idx" ON "team_events" USING btree ("start_time");