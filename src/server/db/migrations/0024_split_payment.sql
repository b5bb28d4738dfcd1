CREATE TYPE "public"."share_status" AS ENUM('unpaid', 'paid', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."split_status" AS ENUM('collecting', 'settling', 'complete', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "booking_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"user_id" uuid,
	"amount" numeric(10, 2) NOT NULL,
	"status" "share_status" DEFAULT 'unpaid' NOT NULL,
	"payment_order_id" uuid,
	"paid_by_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_shares_amount_check" CHECK ("booking_shares"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_splits" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"players" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" "split_status" DEFAULT 'collecting' NOT NULL,
	"invite_code" varchar(32) NOT NULL,
	"saved_provider" varchar(20),
	"saved_intent_id" varchar(255),
	"backstop_order_id" uuid,
	"is_open" boolean DEFAULT false NOT NULL,
	"level_min" "skill_level",
	"level_max" "skill_level",
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_splits_players_check" CHECK ("booking_splits"."players" between 2 and 22)
);
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "split_deadline_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_shares" ADD CONSTRAINT "booking_shares_booking_id_booking_splits_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_splits"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_shares" ADD CONSTRAINT "booking_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_shares" ADD CONSTRAINT "booking_shares_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_shares" ADD CONSTRAINT "booking_shares_paid_by_id_users_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_splits" ADD CONSTRAINT "booking_splits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_splits" ADD CONSTRAINT "booking_splits_backstop_order_id_payment_orders_id_fk" FOREIGN KEY ("backstop_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_shares_position_idx" ON "booking_shares" USING btree ("booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_shares_holder_idx" ON "booking_shares" USING btree ("booking_id","user_id") WHERE "booking_shares"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "booking_shares_user_id_idx" ON "booking_shares" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_splits_invite_code_idx" ON "booking_splits" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "booking_splits_due_idx" ON "booking_splits" USING btree ("deadline") WHERE "booking_splits"."status" in ('collecting', 'settling');--> statement-breakpoint
CREATE INDEX "booking_splits_open_idx" ON "booking_splits" USING btree ("deadline") WHERE "booking_splits"."is_open" and "booking_splits"."status" = 'collecting';--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_split_deadline_hours_check" CHECK ("venues"."split_deadline_hours" between 0 and 72);