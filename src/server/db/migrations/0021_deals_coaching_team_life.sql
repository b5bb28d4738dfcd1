CREATE TYPE "public"."data_room_status" AS ENUM('pending', 'shared', 'declined');--> statement-breakpoint
CREATE TYPE "public"."sponsorship_action" AS ENUM('proposed', 'sent', 'countered', 'accepted', 'declined', 'withdrawn', 'terminated', 'renewed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."sponsorship_side" AS ENUM('sponsor', 'entity');--> statement-breakpoint
CREATE TYPE "public"."rsvp_answer" AS ENUM('yes', 'no', 'maybe');--> statement-breakpoint
CREATE TYPE "public"."team_due_status" AS ENUM('open', 'paid');--> statement-breakpoint
CREATE TYPE "public"."team_event_kind" AS ENUM('training', 'match', 'social');--> statement-breakpoint
ALTER TYPE "public"."coach_management_status" ADD VALUE 'pending' BEFORE 'active';--> statement-breakpoint
ALTER TYPE "public"."coach_management_status" ADD VALUE 'declined';--> statement-breakpoint
CREATE TABLE "coach_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"headline" varchar(120),
	"specialities" text[] DEFAULT '{}' NOT NULL,
	"certifications" text[] DEFAULT '{}' NOT NULL,
	"hourly_rate" numeric(10, 2) NOT NULL,
	"sport_ids" integer[] DEFAULT '{}' NOT NULL,
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_profiles_rate_check" CHECK ("coach_profiles"."hourly_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coaching_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"coaching_id" uuid NOT NULL,
	"notes" text,
	"goals" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"requested_by" uuid,
	"message" text,
	"status" "data_room_status" DEFAULT 'pending' NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_deal_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"from_status" "investment_deal_status",
	"to_status" "investment_deal_status" NOT NULL,
	"changed_by" uuid,
	"exit_value" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_deal_history_exit_value_check" CHECK ("investment_deal_history"."exit_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "investment_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"url" text NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"due_date" date NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsorship_deal_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"actor_id" uuid,
	"side" "sponsorship_side",
	"action" "sponsorship_action" NOT NULL,
	"from_status" "sponsorship_deal_status",
	"to_status" "sponsorship_deal_status" NOT NULL,
	"changes" jsonb,
	"related_deal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsorship_deliverables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"due_date" date,
	"done_at" timestamp with time zone,
	"done_by_id" uuid,
	"evidence_url" text,
	"evidence_note" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorship_deliverables_position_check" CHECK ("sponsorship_deliverables"."position" >= 0)
);
--> statement-breakpoint
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
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_coaching_id_coach_management_id_fk" FOREIGN KEY ("coaching_id") REFERENCES "public"."coach_management"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_requests" ADD CONSTRAINT "data_room_requests_deal_id_investment_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."investment_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_requests" ADD CONSTRAINT "data_room_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_requests" ADD CONSTRAINT "data_room_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_deal_history" ADD CONSTRAINT "investment_deal_history_deal_id_investment_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."investment_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_deal_history" ADD CONSTRAINT "investment_deal_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_documents" ADD CONSTRAINT "investment_documents_deal_id_investment_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."investment_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_documents" ADD CONSTRAINT "investment_documents_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_milestones" ADD CONSTRAINT "investment_milestones_deal_id_investment_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."investment_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_milestones" ADD CONSTRAINT "investment_milestones_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_deal_history" ADD CONSTRAINT "sponsorship_deal_history_deal_id_sponsorship_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."sponsorship_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_deal_history" ADD CONSTRAINT "sponsorship_deal_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_deal_history" ADD CONSTRAINT "sponsorship_deal_history_related_deal_id_sponsorship_deals_id_fk" FOREIGN KEY ("related_deal_id") REFERENCES "public"."sponsorship_deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_deliverables" ADD CONSTRAINT "sponsorship_deliverables_deal_id_sponsorship_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."sponsorship_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_deliverables" ADD CONSTRAINT "sponsorship_deliverables_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "coaching_sessions_booking_uq" ON "coaching_sessions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "coaching_sessions_coaching_idx" ON "coaching_sessions" USING btree ("coaching_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_requests_deal_idx" ON "data_room_requests" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "investment_deal_history_deal_idx" ON "investment_deal_history" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "investment_documents_deal_idx" ON "investment_documents" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "investment_milestones_deal_idx" ON "investment_milestones" USING btree ("deal_id","due_date");--> statement-breakpoint
CREATE INDEX "sponsorship_deal_history_deal_id_idx" ON "sponsorship_deal_history" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "sponsorship_deliverables_deal_id_idx" ON "sponsorship_deliverables" USING btree ("deal_id","position");--> statement-breakpoint
CREATE INDEX "team_dues_team_id_idx" ON "team_dues" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "team_dues_user_id_idx" ON "team_dues" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_dues_payment_order_id_idx" ON "team_dues" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "team_events_team_id_start_time_idx" ON "team_events" USING btree ("team_id","start_time");--> statement-breakpoint
CREATE INDEX "team_events_start_time_idx" ON "team_events" USING btree ("start_time");