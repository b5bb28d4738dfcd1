ALTER TABLE "chat_messages" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_id_client_key_idx" ON "chat_messages" USING btree ("sender_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_author_id_client_key_idx" ON "posts" USING btree ("author_id","client_key");