-- Issue 48, decision 140 (docs/decisions): a search card reads its owner's verified results only
-- when the owner sold an order that completed, which profile_cards now keeps: the results'
-- subquery cost a page of cards about a third of PostgreSQL's time for `search_user` even for
-- owners without a deal, who are most of them.
ALTER TABLE "profile_cards" ADD COLUMN "has_completed_orders" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- 0053's function with the flag: the same card, one more column.
CREATE OR REPLACE FUNCTION "refresh_profile_cards"("owners" integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "profile_cards" AS c ("user_id", "lowest_price", "rating", "reviews_count", "socials", "total_followers", "pending", "audiences", "has_completed_orders")
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
			WHERE pc."user_id" = u."id"),
		EXISTS (SELECT 1 FROM "orders" o WHERE o."seller_id" = u."id" AND o."state" = 'completed')
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
		"audiences" = excluded."audiences", "has_completed_orders" = excluded."has_completed_orders"
	WHERE (c."lowest_price", c."rating", c."reviews_count", c."socials"::text, c."total_followers", c."pending", c."audiences"::text, c."has_completed_orders")
		IS DISTINCT FROM (excluded."lowest_price", excluded."rating", excluded."reviews_count", excluded."socials"::text, excluded."total_followers", excluded."pending", excluded."audiences"::text, excluded."has_completed_orders")
$$;
--> statement-breakpoint
-- The sellers whose completed orders the statement may have added or removed: a new completed
-- order, a state moving to or from completed, a seller changed (set null when an account goes)
-- or a completed order removed. Other updates to orders (most of them) refresh nothing.
CREATE FUNCTION "profile_cards_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "owners" integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT n."seller_id") INTO "owners" FROM "new_rows" n
		WHERE n."state" = 'completed' AND n."seller_id" IS NOT NULL;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT o."seller_id") INTO "owners" FROM "old_rows" o
		WHERE o."state" = 'completed' AND o."seller_id" IS NOT NULL;
	ELSE
		SELECT array_agg(DISTINCT t."owner") INTO "owners" FROM (
			SELECT n."seller_id" AS "after", o."seller_id" AS "before" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
			WHERE (n."state" = 'completed' OR o."state" = 'completed')
				AND (n."state", n."seller_id") IS DISTINCT FROM (o."state", o."seller_id")) c
		CROSS JOIN LATERAL (VALUES (c."after"), (c."before")) t("owner")
		WHERE t."owner" IS NOT NULL;
	END IF;
	IF "owners" IS NOT NULL THEN
		PERFORM "refresh_profile_cards"("owners");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_cards_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_cards_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_cards_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_orders_changed"();
--> statement-breakpoint
SELECT "refresh_profile_cards"(array(SELECT DISTINCT "seller_id" FROM "orders" WHERE "state" = 'completed' AND "seller_id" IS NOT NULL));
