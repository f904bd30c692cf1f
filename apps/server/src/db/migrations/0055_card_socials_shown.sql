-- Issue 48, decision 144 (docs/decisions): a search card's accounts are kept on its profile_cards
-- row as the wire shows them to members, each verified audience presented as
-- `presentAudience(…, 'member')` presents it (features/audience/audience.presenter.ts), so a page
-- of cards sends them as PostgreSQL keeps them: parsing the audiences, presenting them and
-- serialising them again took about a third of a search page's server time. The audience
-- rows kept for a viewer without a target (0053, decision 139) are replaced by them; a viewer
-- with a target reads only the cards' match numbers. card-socials.test.ts holds the two
-- presentations to each other.
--
-- Built with row_to_json and array_to_json, which write no spaces (json_build_object and json_agg
-- do): a page sends these bytes as they are. Each element is a record of the wire's keys alone.
-- JavaScript's rounding is kept: `floor(x * 10 + 0.5) / 10` in double precision is `round1`
-- (Math.round(x * 10) / 10) exactly, where numeric's round could differ on a double's last digit.
CREATE FUNCTION "audience_for_members"("shown" jsonb, "read_at" timestamp with time zone,
		"growth" double precision, "countries_engagement" text, "ages_genders" text, "source" text)
	RETURNS json LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN v."reach" OR v."demographics" THEN row_to_json(p) END
	FROM (SELECT coalesce("countries_engagement", 'public') IN ('public', 'members') AS "reach",
			coalesce("ages_genders", 'members') IN ('public', 'members') AS "demographics",
			NOT ("shown" ? 'unavailable') OR "shown" -> 'unavailable' = 'null'::jsonb AS "charted",
			floor(coalesce(("shown" ->> 'otherCountries')::double precision, 0) * 10 + 0.5) / 10 AS "rest") v
	CROSS JOIN LATERAL (SELECT
		CASE WHEN v."reach" AND v."charted" THEN
			(SELECT coalesce(array_to_json(array_agg((SELECT row_to_json(w) FROM (SELECT c."code", c."share") w) ORDER BY c."n")), '[]'::json) FROM (
				SELECT e ->> 'code' AS "code", e -> 'share' AS "share", n AS "n"
				FROM jsonb_array_elements(coalesce("shown" -> 'countries', '[]'::jsonb)) WITH ORDINALITY x(e, n)
				UNION ALL SELECT 'other', to_jsonb(v."rest"), 1000000 WHERE v."rest" > 0) c(code, share, n)) END AS "countries",
		CASE WHEN v."demographics" AND v."charted" THEN
			(SELECT coalesce(array_to_json(array_agg((SELECT row_to_json(w) FROM (SELECT a."range", a."share") w) ORDER BY a."age", a."n")), '[]'::json) FROM (
				SELECT e ->> 'range' AS "range", e -> 'share' AS "share",
					substring(e ->> 'range' FROM '^[0-9]+')::int AS "age", n AS "n"
				FROM jsonb_array_elements(coalesce("shown" -> 'ages', '[]'::jsonb)) WITH ORDINALITY x(e, n)) a(range, share, age, n)) END AS "ages",
		CASE WHEN v."demographics" AND v."charted" THEN
			(SELECT coalesce(array_to_json(array_agg((SELECT row_to_json(w) FROM (SELECT g."gender", g."share") w) ORDER BY g."rank", g."n")), '[]'::json) FROM (
				SELECT e ->> 'gender' AS "gender", e -> 'share' AS "share",
					array_position(ARRAY['female', 'male', 'other'], e ->> 'gender') AS "rank", n AS "n"
				FROM jsonb_array_elements(coalesce("shown" -> 'genders', '[]'::jsonb)) WITH ORDINALITY x(e, n)
				WHERE e ->> 'gender' IN ('female', 'male', 'other')) g(gender, share, rank, n)) END AS "genders",
		CASE WHEN v."reach" THEN "shown" -> 'engagementRate' END AS "engagement_rate",
		CASE WHEN v."reach" THEN "shown" -> 'postsPerWeek' END AS "posts_per_week",
		CASE WHEN v."reach" THEN floor("growth" * 10 + 0.5) / 10 END AS "growth_30d",
		to_char("read_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updated_at",
		"source" AS "source",
		"shown" -> 'unavailable' AS "unavailable",
		false AS "more_for_members") p
$$;
--> statement-breakpoint
ALTER TABLE "profile_cards" ADD COLUMN "shown_socials" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_cards" ADD COLUMN "verified_sources" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_cards" DROP COLUMN "socials";--> statement-breakpoint
ALTER TABLE "profile_cards" DROP COLUMN "audiences";--> statement-breakpoint
-- 0054's function with the accounts as members see them. An account's audience is its owner's
-- connection on the account's platform (the newest, as the cards' presenter kept the last).
CREATE OR REPLACE FUNCTION "refresh_profile_cards"("owners" integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "profile_cards" AS c ("user_id", "lowest_price", "rating", "reviews_count", "shown_socials", "verified_sources", "total_followers", "pending", "has_completed_orders")
	SELECT u."id",
		(SELECT min(p."price") FROM "packages" p WHERE p."user_id" = u."id"),
		r."rating", r."reviews_count",
		coalesce(a."shown_socials", '[]'::json), coalesce(a."verified_sources", '{}'), coalesce(a."total_followers", 0),
		coalesce((SELECT array_agg(m."platform" ORDER BY m."platform") FROM "manual_socials" m WHERE m."user_id" = u."id"), '{}'),
		EXISTS (SELECT 1 FROM "orders" o WHERE o."seller_id" = u."id" AND o."state" = 'completed')
	FROM "users" u
	CROSS JOIN LATERAL (
		SELECT array_to_json(array_agg((SELECT row_to_json(w) FROM (SELECT f."platform" AS "social_media", f."followers",
				(SELECT "audience_for_members"(ca."shown_audience", ca."read_at", pc."follower_growth",
						av."countries_engagement", av."ages_genders", pc."platform")
					FROM "platform_connections" pc
					JOIN "connection_audiences" ca ON ca."connection_id" = pc."id"
					LEFT JOIN "audience_visibility" av ON av."user_id" = pc."user_id"
					WHERE pc."user_id" = u."id" AND pc."platform" = f."source"
					ORDER BY pc."id" DESC LIMIT 1) AS "audience") w)
				ORDER BY f."followers" DESC, f."platform")) AS "shown_socials",
			array_agg(f."source" ORDER BY f."source" COLLATE "C") FILTER (WHERE f."source" IN ('instagram', 'youtube', 'tiktok')) AS "verified_sources",
			sum(f."followers") AS "total_followers"
		FROM "socials" f WHERE f."user_id" = u."id") a
	CROSS JOIN LATERAL (
		SELECT round(avg(v."rating"), 1) AS "rating", count(*)::int AS "reviews_count"
		FROM "reviews" v WHERE v."reviewee_id" = u."id" AND v."published_at" IS NOT NULL AND v."hidden_at" IS NULL) r
	WHERE u."id" = ANY("owners")
	ON CONFLICT ("user_id") DO UPDATE SET
		"lowest_price" = excluded."lowest_price", "rating" = excluded."rating",
		"reviews_count" = excluded."reviews_count", "shown_socials" = excluded."shown_socials",
		"verified_sources" = excluded."verified_sources",
		"total_followers" = excluded."total_followers", "pending" = excluded."pending",
		"has_completed_orders" = excluded."has_completed_orders"
	WHERE (c."lowest_price", c."rating", c."reviews_count", c."shown_socials"::text, c."verified_sources", c."total_followers", c."pending", c."has_completed_orders")
		IS DISTINCT FROM (excluded."lowest_price", excluded."rating", excluded."reviews_count", excluded."shown_socials"::text, excluded."verified_sources", excluded."total_followers", excluded."pending", excluded."has_completed_orders")
$$;
--> statement-breakpoint
SELECT "refresh_profile_cards"(array(SELECT "user_id" FROM "profile_cards"));
