/**
 * Sets each dialogue's first message and first answer (decision 068) from its stored messages,
 * for dialogues that have none set: the end of migration 0032 (reply_times_on_dialogues), and
 * the bench's seed, which loads messages with set-based SQL. The first message is the first by
 * id; the answer the first by id from a sender other than the first message's, found by a walk
 * of the dialogue's messages along messages_dialogue_idx that stops there (a subquery with
 * `limit 1`, which the planner cannot turn into a join of all messages, whatever it estimates).
 */
export const REPLY_TIMES_BACKFILL = `UPDATE "dialogues" d SET "first_sender_id" = f."sender_id",
	"first_message_at" = f."created_at", "answered_at" = (
		SELECT a."created_at" FROM "messages" a
		WHERE a."dialogue_id" = f."dialogue_id" AND a."id" > f."id"
			AND a."sender_id" IS DISTINCT FROM f."sender_id"
		ORDER BY a."id" LIMIT 1)
FROM (
	SELECT DISTINCT ON ("dialogue_id") "dialogue_id", "id", "sender_id", "created_at"
	FROM "messages" ORDER BY "dialogue_id", "id"
) f
WHERE d."id" = f."dialogue_id" AND d."first_message_at" IS NULL;`;
