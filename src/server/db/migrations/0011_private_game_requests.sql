ALTER TYPE "public"."game_participant_status" ADD VALUE 'requested';--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "invite_token" uuid DEFAULT gen_random_uuid() NOT NULL;