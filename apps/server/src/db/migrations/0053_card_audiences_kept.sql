-- Issue 48, decision 139 (docs/decisions): a search card's verified audiences are kept on its
-- profile_cards row, as its socials, price and rating are (decision 073), for the cards of a
-- viewer without an audience target (most viewers): reading them there instead of a subquery of
-- four joins per card took a third of PostgreSQL's time off a page of cards. Each row is what
-- `cardAudiencesJson` (features/audience/card-audiences.ts) builds, with a null match;
-- card-audiences.test.ts holds the two to each other.
ALTER TABLE "profile_cards" ADD COLUMN "audiences" json;
--> statement-breakpoint
-- 0033's function with the audiences: the same card, one more column.
CREATE OR REPLACE FUNCTION "refresh_profile_cards"("owners" integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "profile_cards" AS c ("user_id", "lowest_price", "rating", "reviews_count", "socials", "total_followers", "pending", "audiences")
	SELECT u."id",
		(SELECT min(p."price") FROM "packages" p WHERE p."user_id" = u."id"),
		r."rating", r."reviews_count",
		coalesce(a."socials", '[]'::json), coalesce(a."total_followers", 0),
		coalesce((SELECT array_agg(m."platform" ORDER BY m."platform") FROM "manual_socials" m WHERE m."user_id" = u."id"), '{}'),
		(SELECT json_agg(json_build_object('connectionId', pc."id", 'userId', pc."user_id",
				'platform', pc."platform", 'audience', ca."shown_audience", 'readAt', ca."read_at",
				'countriesEngagement', av."countries_engagement", 'agesGenders', av."ages_genders",
				'growth', pc."follower_growth", 'match', NULL) ORDER BY pc."id")
			FROM "connection_audiences" ca
			JOIN "platform_connections" pc ON pc."id" = ca."connection_id"
			LEFT JOIN "audience_visibility" av ON av."user_id" = pc."user_id"
			WHERE pc."user_id" = u."id")
	FROM "users" u
	CROSS JOIN LATERAL (
		SELECT json_agg(json_build_object('platform', f."platform", 'followers', f."followers", 'source', f."source")
				ORDER BY f."followers" DESC, f."platform") AS "socials",
			sum(f."followers") AS "total_followers"
		FROM "socials" f WHERE f."user_id" = u."id") a
	CROSS JOIN LATERAL (
		SELECT round(avg(v."rating"), 1) AS "rating", count(*)::int AS "reviews_count"
		FROM "reviews" v WHERE v."reviewee_id" = u."id" AND v."published_at" IS NOT NULL AND v."hidden_at" IS NULL) r
	WHERE u."id" = ANY("owners")
	ON CONFLICT ("user_id") DO UPDATE SET
		"lowest_price" = excluded."lowest_price", "rating" = excluded."rating",
		"reviews_count" = excluded."reviews_count", "socials" = excluded."socials",
		"total_followers" = excluded."total_followers", "pending" = excluded."pending",
		"audiences" = excluded."audiences"
	WHERE (c."lowest_price", c."rating", c."reviews_count", c."socials"::text, c."total_followers", c."pending", c."audiences"::text)
		IS DISTINCT FROM (excluded."lowest_price", excluded."rating", excluded."reviews_count", excluded."socials"::text, excluded."total_followers", excluded."pending", excluded."audiences"::text)
$$;
--> statement-breakpoint
-- An audience names its connection, not its owner: the owners are the connections' members. An
-- audience removed with its connection has no owner left to find here; the connection's own
-- trigger below refreshes that card.
CREATE FUNCTION "profile_cards_audiences_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "owners" integer[];
BEGIN
	IF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT pc."user_id") INTO "owners"
		FROM "old_rows" o JOIN "platform_connections" pc ON pc."id" = o."connection_id";
	ELSIF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT pc."user_id") INTO "owners"
		FROM "new_rows" n JOIN "platform_connections" pc ON pc."id" = n."connection_id";
	ELSE
		-- Only a new read: a failed one moves its next try and keeps the audience.
		SELECT array_agg(DISTINCT pc."user_id") INTO "owners"
		FROM "new_rows" n JOIN "old_rows" o ON o."connection_id" = n."connection_id"
		JOIN "platform_connections" pc ON pc."id" = n."connection_id"
		WHERE (n."audience", n."read_at") IS DISTINCT FROM (o."audience", o."read_at");
	END IF;
	IF "owners" IS NOT NULL THEN
		PERFORM "refresh_profile_cards"("owners");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "connection_audiences_cards_insert" AFTER INSERT ON "connection_audiences" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_audiences_changed"();
--> statement-breakpoint
CREATE TRIGGER "connection_audiences_cards_update" AFTER UPDATE ON "connection_audiences" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_audiences_changed"();
--> statement-breakpoint
CREATE TRIGGER "connection_audiences_cards_delete" AFTER DELETE ON "connection_audiences" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_audiences_changed"();
--> statement-breakpoint
-- The owner's choices of who sees what travel with each audience row.
CREATE TRIGGER "audience_visibility_cards_insert" AFTER INSERT ON "audience_visibility" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "audience_visibility_cards_update" AFTER UPDATE ON "audience_visibility" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "audience_visibility_cards_delete" AFTER DELETE ON "audience_visibility" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_changed"('user_id');
--> statement-breakpoint
-- A connection's growth (decision 138), its removal, or its moving to another member. Only the
-- connections whose card columns changed: the sweep moves every due connection's next read,
-- and those cards stay as they are.
CREATE FUNCTION "profile_cards_connections_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "owners" integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT n."user_id") INTO "owners" FROM "new_rows" n;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT o."user_id") INTO "owners" FROM "old_rows" o;
	ELSE
		SELECT array_agg(DISTINCT t."owner") INTO "owners" FROM (
			SELECT n."user_id" AS "owner", o."user_id" AS "before" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
			WHERE (n."user_id", n."platform", n."follower_growth") IS DISTINCT FROM (o."user_id", o."platform", o."follower_growth")) c
		CROSS JOIN LATERAL (VALUES (c."owner"), (c."before")) t("owner");
	END IF;
	IF "owners" IS NOT NULL THEN
		PERFORM "refresh_profile_cards"("owners");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "platform_connections_cards_insert" AFTER INSERT ON "platform_connections" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_connections_changed"();
--> statement-breakpoint
CREATE TRIGGER "platform_connections_cards_update" AFTER UPDATE ON "platform_connections" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_connections_changed"();
--> statement-breakpoint
CREATE TRIGGER "platform_connections_cards_delete" AFTER DELETE ON "platform_connections" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_connections_changed"();
--> statement-breakpoint
SELECT "refresh_profile_cards"(array(SELECT DISTINCT "user_id" FROM "platform_connections"));
