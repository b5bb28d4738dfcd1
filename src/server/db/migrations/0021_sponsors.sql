CREATE TYPE "public"."sponsorship_action" AS ENUM('proposed', 'sent', 'countered', 'accepted', 'declined', 'withdrawn', 'terminated', 'renewed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."sponsorship_side" AS ENUM('sponsor', 'entity');--> statement-breakpoint
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
ALTER TABLE "sponsorship_deal_history" ADD CONSTRAINT "sponsorship_deal_history_deal_id_sponsorship_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."sponsorship_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_deal_history" ADD CONSTRAINT "sponsorship_deal_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_deal_history" ADD CONSTRAINT "sponsorship_deal_history_related_deal_id_sponsorship_deals_id_fk" FOREIGN KEY ("related_deal_id") REFERENCES "public"."sponsorship_deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_deliverables" ADD CONSTRAINT "sponsorship_deliverables_deal_id_sponsorship_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."sponsorship_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_deliverables" ADD CONSTRAINT "sponsorship_deliverables_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsorship_deal_history_deal_id_idx" ON "sponsorship_deal_history" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "sponsorship_deliverables_deal_id_idx" ON "sponsorship_deliverables" USING btree ("deal_id","position");