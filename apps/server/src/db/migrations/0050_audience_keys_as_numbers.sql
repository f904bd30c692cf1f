-- Issue 48, decision 134 (docs/decisions): an audience search key is a number, not text. The
-- audience search rejects hundreds of index entries a page on their keys (about 49 an
-- account), and comparing text keys cost most of that walk. A key packs its part, value and
-- step into the 15 bits of a positive smallint, exactly (no hash, so no collision):
--   part  << 13   c countries 0, a ages 1, g genders 2, e engagement 3
--   value << 3    a country's two letters as (first - 'A') * 26 + (second - 'A'), 0-675; an age
--                 range's or a gender's place in its list (packages/shared audience-schemas.ts,
--                 compared with these by search.audience.test.ts); 0 for engagement
--   step          the step's place in audience_search_steps(part), 0-5
-- A value outside these lists has no key: the search's input is checked against the same lists,
-- so nothing could ask for it.
DROP INDEX "socials_audience_followers_idx";
--> statement-breakpoint
DROP INDEX "socials_audience_id_idx";
--> statement-breakpoint
-- The trigger functions of 0048 call these by name at run time and are kept as they are.
DROP FUNCTION "audience_keys_of"(integer, text);
--> statement-breakpoint
DROP FUNCTION "audience_search_keys"(jsonb, boolean, boolean);
--> statement-breakpoint
DROP FUNCTION "audience_search_key"(text, text, numeric);
--> statement-breakpoint
ALTER TABLE "socials" DROP COLUMN "audience_keys";
--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "audience_keys" smallint[] DEFAULT '{}'::smallint[] NOT NULL;
--> statement-breakpoint
-- The values a part's keys can name, in the order their numbers follow.
CREATE FUNCTION "audience_search_values"("part" text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE "part"
		WHEN 'a' THEN '{13-17,18-24,25-34,35-44,45-54,55-64,65+}'::text[]
		WHEN 'g' THEN '{female,male,other}'::text[]
		WHEN 'e' THEN '{""}'::text[]
	END
$$;
--> statement-breakpoint
-- The number of `value` within `part`, or null when the part has no such value.
CREATE FUNCTION "audience_search_value"("part" text, "value" text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN "part" = 'c' THEN
		CASE WHEN "value" ~ '^[A-Z]{2}$' THEN (ascii("value") - 65) * 26 + ascii(substr("value", 2)) - 65 END
	ELSE array_position(audience_search_values("part"), "value") - 1 END
$$;
--> statement-breakpoint
-- The key of `value` in `part` at the step numbered `step`.
CREATE FUNCTION "audience_search_number"("part" text, "value" text, "step" integer) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	-- Parenthesised: PostgreSQL gives << and | the same precedence, left to right.
	SELECT (((array_position('{c,a,g,e}'::text[], "part") - 1) << 13) | (audience_search_value("part", "value") << 3) | "step")::smallint
$$;
--> statement-breakpoint
-- The key a search for `value` holding at least `at_least` asks for: the highest step at or
-- below it, which width_bucket numbers from 1. One expression with no FROM, like every function
-- it calls, so the planner inlines it into the search statement: with a FROM (as in 0048) each
-- call planned its own query at every execution, half of an audience page's time.
CREATE FUNCTION "audience_search_key"("part" text, "value" text, "at_least" numeric) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT audience_search_number("part", "value", width_bucket(greatest("at_least", 0), audience_search_steps("part")) - 1)
$$;
--> statement-breakpoint
-- Every key an audience (features/audience/audience.ts PlatformAudience) holds, leaving out
-- the parts its creator hid from members (decision 110: a hidden part cannot be searched).
CREATE FUNCTION "audience_search_keys"("audience" jsonb, "countries_shown" boolean, "ages_shown" boolean) RETURNS smallint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(array_agg(k."key") FILTER (WHERE k."key" IS NOT NULL), '{}') FROM (
		SELECT audience_search_number(p."part", e ->> p."field", s."n"::integer - 1) AS "key"
		FROM (VALUES ('countries', 'code', 'c', "countries_shown"), ('ages', 'range', 'a', "ages_shown"), ('genders', 'gender', 'g', "ages_shown")) p("list", "field", "part", "shown")
		CROSS JOIN LATERAL jsonb_array_elements(coalesce("audience" -> p."list", '[]')) e
		CROSS JOIN LATERAL unnest(audience_search_steps(p."part")) WITH ORDINALITY s("step", "n")
		WHERE p."shown" AND (e ->> 'share')::numeric > 0 AND (e ->> 'share')::numeric >= s."step"
		UNION ALL
		SELECT audience_search_number('e', '', s."n"::integer - 1)
		FROM unnest(audience_search_steps('e')) WITH ORDINALITY s("step", "n")
		WHERE "countries_shown" AND ("audience" ->> 'engagementRate')::numeric >= s."step"
	) k
$$;
--> statement-breakpoint
-- The keys of the account `source` vouches for: its connection's audience as members may see
-- it (decision 104's defaults when the creator never chose); none without one.
CREATE FUNCTION "audience_keys_of"("owner" integer, "source" text) RETURNS smallint[] LANGUAGE sql STABLE AS $$
	SELECT coalesce((SELECT audience_search_keys(ca."audience",
			coalesce(av."countries_engagement", 'public') <> 'hidden', coalesce(av."ages_genders", 'members') <> 'hidden')
		FROM "platform_connections" pc JOIN "connection_audiences" ca ON ca."connection_id" = pc."id"
		LEFT JOIN "audience_visibility" av ON av."user_id" = pc."user_id"
		WHERE pc."user_id" = "owner" AND pc."platform" = "source"), '{}')
$$;
--> statement-breakpoint
UPDATE "socials" so SET "audience_keys" = audience_keys_of(so."user_id", so."source")
FROM "platform_connections" pc WHERE so."user_id" = pc."user_id" AND so."source" = pc."platform";
--> statement-breakpoint
-- As in 0048: only the accounts with keys, carrying the columns every search by social reads.
CREATE INDEX "socials_audience_followers_idx" ON "socials" USING btree ("platform", "creator", "followers", "id") INCLUDE ("user_id", "countries", "tags", "profile_tags", "source", "audience_keys") WHERE "listed" AND "audience_keys" <> '{}';
--> statement-breakpoint
CREATE INDEX "socials_audience_id_idx" ON "socials" USING btree ("platform", "creator", "id") INCLUDE ("user_id", "countries", "tags", "profile_tags", "source", "audience_keys") WHERE "listed" AND "audience_keys" <> '{}';
--> statement-breakpoint
-- The new column has no statistics until autovacuum comes, and the plans of every search by
-- social weigh the rows these indexes hold.
ANALYZE "socials";
