ALTER TABLE "socials" ADD COLUMN "audience_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Issue 48 point 3, decision 119: the audience search is driven by an index of the accounts
-- that have a verified audience, in follower (or id) order, whose entries carry coarse keys of
-- that audience, so a window is found from the index alone; the audience itself is checked
-- after, exactly, on the few entries the keys let through. A key is `part:value:step`: `c`
-- countries, `a` ages, `g` genders (the value's share is above zero and at least the step, in
-- percent), `e` the engagement rate (at least the step, in percent; no value).
CREATE FUNCTION "audience_search_steps"("part" text) RETURNS numeric[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN "part" = 'e' THEN '{0,1,2,3,5,10}'::numeric[] ELSE '{0,5,10,20,30,50}'::numeric[] END
$$;
--> statement-breakpoint
-- The key a search for `value` holding at least `at_least` asks for: the highest step at or below it.
CREATE FUNCTION "audience_search_key"("part" text, "value" text, "at_least" numeric) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT "part" || ':' || "value" || ':' || max(s) FROM unnest(audience_search_steps("part")) s WHERE s <= greatest("at_least", 0)
$$;
--> statement-breakpoint
-- Every key an audience (features/audience/audience.ts PlatformAudience) holds.
CREATE FUNCTION "audience_search_keys"("audience" jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(array_agg(k."key"), '{}') FROM (
		SELECT p."part" || ':' || (e ->> p."field") || ':' || s AS "key"
		FROM (VALUES ('countries', 'code', 'c'), ('ages', 'range', 'a'), ('genders', 'gender', 'g')) p("list", "field", "part")
		CROSS JOIN LATERAL jsonb_array_elements(coalesce("audience" -> p."list", '[]')) e
		CROSS JOIN LATERAL unnest(audience_search_steps(p."part")) s
		WHERE (e ->> 'share')::numeric > 0 AND (e ->> 'share')::numeric >= s
		UNION ALL
		SELECT 'e::' || s FROM unnest(audience_search_steps('e')) s
		WHERE ("audience" ->> 'engagementRate')::numeric >= s
	) k
$$;
--> statement-breakpoint
-- A connection's audience read, changed or gone: the keys of the account it vouches for.
CREATE FUNCTION "socials_audience_from_connection"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "keys" text[];
DECLARE "connection" integer;
BEGIN
	IF TG_OP = 'DELETE' THEN
		"keys" := '{}';
		"connection" := OLD."connection_id";
	ELSE
		"keys" := audience_search_keys(NEW."audience");
		"connection" := NEW."connection_id";
	END IF;
	UPDATE "socials" so SET "audience_keys" = "keys" FROM "platform_connections" pc
	WHERE pc."id" = "connection" AND so."user_id" = pc."user_id" AND so."source" = pc."platform"
		AND so."audience_keys" IS DISTINCT FROM "keys";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "socials_audience_from_connection" AFTER INSERT OR UPDATE OF "audience" OR DELETE ON "connection_audiences"
	FOR EACH ROW EXECUTE FUNCTION "socials_audience_from_connection"();
--> statement-breakpoint
-- An account added, or now vouched for by another source: the keys of that source's audience.
CREATE FUNCTION "socials_audience_from_source"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."audience_keys" := coalesce((SELECT audience_search_keys(ca."audience")
		FROM "platform_connections" pc JOIN "connection_audiences" ca ON ca."connection_id" = pc."id"
		WHERE pc."user_id" = NEW."user_id" AND pc."platform" = NEW."source"), '{}');
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "socials_audience_from_source" BEFORE INSERT OR UPDATE OF "user_id", "source" ON "socials"
	FOR EACH ROW EXECUTE FUNCTION "socials_audience_from_source"();
--> statement-breakpoint
UPDATE "socials" so SET "audience_keys" = audience_search_keys(ca."audience")
FROM "platform_connections" pc JOIN "connection_audiences" ca ON ca."connection_id" = pc."id"
WHERE so."user_id" = pc."user_id" AND so."source" = pc."platform";
--> statement-breakpoint
-- Only the accounts with keys, as the listed ones' indexes (0038) are: the columns every search
-- by social reads, so its windows are index-only scans.
CREATE INDEX "socials_audience_followers_idx" ON "socials" USING btree ("platform", "followers", "id") INCLUDE ("user_id", "countries", "tags", "profile_tags", "creator", "source", "audience_keys") WHERE "listed" AND "audience_keys" <> '{}';
--> statement-breakpoint
CREATE INDEX "socials_audience_id_idx" ON "socials" USING btree ("platform", "id") INCLUDE ("user_id", "countries", "tags", "profile_tags", "creator", "source", "audience_keys") WHERE "listed" AND "audience_keys" <> '{}';
