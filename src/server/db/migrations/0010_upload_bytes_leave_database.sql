ALTER TABLE "uploads" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "attached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_unattached_created_at_idx" ON "uploads" USING btree ("created_at") WHERE NOT "uploads"."attached";