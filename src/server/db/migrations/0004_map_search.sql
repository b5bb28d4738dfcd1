CREATE TABLE "demo_user_counts" (
	"user_type" varchar(50) NOT NULL,
	"country" varchar(100),
	"sport" varchar(50),
	"skill_level" varchar(50),
	"count" bigint NOT NULL,
	CONSTRAINT "demo_user_counts_key" UNIQUE NULLS NOT DISTINCT("user_type","country","sport","skill_level"),
	CONSTRAINT "demo_user_counts_count_check" CHECK ("demo_user_counts"."count" >= 0)
);
--> statement-breakpoint
DROP INDEX "demo_users_user_type_idx";--> statement-breakpoint
DROP INDEX "demo_users_country_idx";--> statement-breakpoint
DROP INDEX "demo_users_sport_idx";--> statement-breakpoint
CREATE INDEX "demo_users_search_trgm_idx" ON "demo_users" USING gin ((lower("name" || ' ' || coalesce("city", '') || ' ' || coalesce("sport", '') || ' ' || coalesce("description", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demo_users_user_type_idx" ON "demo_users" USING btree ("user_type","id");--> statement-breakpoint
CREATE INDEX "demo_users_country_idx" ON "demo_users" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "demo_users_sport_idx" ON "demo_users" USING btree ("sport","id");