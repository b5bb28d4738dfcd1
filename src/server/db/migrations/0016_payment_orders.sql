CREATE TYPE "public"."payment_order_status" AS ENUM('pending', 'paid', 'failed', 'refunded', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."league_team_status" ADD VALUE 'awaiting_payment' BEFORE 'pending';--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(40) NOT NULL,
	"subject_id" uuid NOT NULL,
	"payer_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"description" varchar(255) NOT NULL,
	"return_to" varchar(255) NOT NULL,
	"status" "payment_order_status" DEFAULT 'pending' NOT NULL,
	"provider" varchar(20),
	"provider_intent_id" varchar(255),
	"last_error" text,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "test_payment_intents" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "league_teams" ADD COLUMN "payment_order_id" uuid;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_kind_subject_idx" ON "payment_orders" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "payment_orders_payer_id_idx" ON "payment_orders" USING btree ("payer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_intent_idx" ON "payment_orders" USING btree ("provider","provider_intent_id");--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD CONSTRAINT "test_payment_intents_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_payment_intents_order_id_idx" ON "test_payment_intents" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD CONSTRAINT "test_payment_intents_subject_check" CHECK (num_nonnulls("test_payment_intents"."booking_id", "test_payment_intents"."order_id") = 1);