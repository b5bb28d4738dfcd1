CREATE TYPE "public"."data_room_status" AS ENUM('pending', 'shared', 'declined');--> statement-breakpoint
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
ALTER TABLE "data_room_requests" ADD CONSTRAINT "data_room_requests_deal_id_investment_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."investment_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_requests" ADD CONSTRAINT "data_room_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_requests" ADD CONSTRAINT "data_room_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_deal_history" ADD CONSTRAINT "investment_deal_history_deal_id_investment_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."investment_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_deal_history" ADD CONSTRAINT "investment_deal_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_documents" ADD CONSTRAINT "investment_documents_deal_id_investment_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."investment_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_documents" ADD CONSTRAINT "investment_documents_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_milestones" ADD CONSTRAINT "investment_milestones_deal_id_investment_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."investment_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_milestones" ADD CONSTRAINT "investment_milestones_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_requests_deal_idx" ON "data_room_requests" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "investment_deal_history_deal_idx" ON "investment_deal_history" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "investment_documents_deal_idx" ON "investment_documents" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "investment_milestones_deal_idx" ON "investment_milestones" USING btree ("deal_id","due_date");