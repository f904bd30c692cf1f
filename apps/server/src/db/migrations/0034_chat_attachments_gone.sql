ALTER TABLE "chat_attachments" ADD COLUMN "gone_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chat_attachments_gone_idx" ON "chat_attachments" USING btree ("gone_at") WHERE "chat_attachments"."gone_at" is not null;--> statement-breakpoint
-- Files of messages deleted or removed before: gone since then, erased 30 days after it.
UPDATE "chat_attachments" a SET "gone_at" = COALESCE(m."deleted_at", m."removed_at")
FROM "messages" m
WHERE m."id" = a."message_id" AND (m."deleted_at" IS NOT NULL OR m."removed_at" IS NOT NULL);
