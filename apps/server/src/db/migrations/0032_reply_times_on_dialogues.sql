ALTER TABLE "dialogues" ADD COLUMN "first_sender_id" integer;--> statement-breakpoint
ALTER TABLE "dialogues" ADD COLUMN "first_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dialogues" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
-- The dialogues stored before: their first message and first answer from their messages.
UPDATE "dialogues" d SET "first_sender_id" = f."sender_id",
	"first_message_at" = f."created_at", "answered_at" = (
		SELECT a."created_at" FROM "messages" a
		WHERE a."dialogue_id" = f."dialogue_id" AND a."id" > f."id"
			AND a."sender_id" IS DISTINCT FROM f."sender_id"
		ORDER BY a."id" LIMIT 1)
FROM (
	SELECT DISTINCT ON ("dialogue_id") "dialogue_id", "id", "sender_id", "created_at"
	FROM "messages" ORDER BY "dialogue_id", "id"
) f
WHERE d."id" = f."dialogue_id" AND d."first_message_at" IS NULL;
