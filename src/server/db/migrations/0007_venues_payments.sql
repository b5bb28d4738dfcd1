CREATE TABLE "app_secrets" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" varchar(20) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"type" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "test_payment_intents" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(32) DEFAULT 'requires_payment_method' NOT NULL,
	"client_secret" varchar(128) NOT NULL,
	"idempotency_key" varchar(255) NOT NULL,
	"last_error" text,
	"card_brand" varchar(20),
	"card_last4" varchar(4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_intents_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "test_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_payment_intents_amount_check" CHECK ("test_payment_intents"."amount" >= 0),
	CONSTRAINT "test_payment_intents_refund_check" CHECK ("test_payment_intents"."amount_refunded" between 0 and "test_payment_intents"."amount")
);
--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD CONSTRAINT "test_payment_intents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_payment_intents_booking_id_idx" ON "test_payment_intents" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_start_time_idx" ON "bookings" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "venues_active_rating_name_idx" ON "venues" USING btree ("rating" DESC NULLS LAST,"name","id") WHERE "venues"."is_active";--> statement-breakpoint
CREATE INDEX "venues_active_idx" ON "venues" USING btree ("is_active") WHERE "venues"."is_active";