ALTER TABLE "socials" ADD COLUMN "audience_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Issue 48 point 3, decision 119: the audience search walks an index of the accounts with a
-- searchable audience, in follower (or id) order, whose entries carry the keys of that
-- audience, so a window is found from the index alone. A key is `part:value:step`: `c`
-- countries, `a` ages, `g` genders (the value's share is above zero and at least the step, in
-- percent), `e` the engagement rate (at least the step, in percent; no value). Parts the
-- creator hid have no keys. A bound between two steps asks for the step below it, and the
-- search then checks the audience itself (search.audience.ts).
CREATE FUNCTION "audience_search_steps"("part" text) RETURNS numeric[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN "part" = 'e' THEN '{0,1,2,3,5,10}'::numeric[] ELSE '{0,5,10,20,30,50}'::numeric[] END
$$;
--> statement-breakpoint
-- The key a search for `value` holding at least `at_least` asks for: the highest step at or below it.
CREATE FUNCTION "audience_search_key"("part" text, "value" text, "at_least" numeric) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT "part" || ':' || "value" || ':' || max(s) FROM unnest(audience_search_steps("part")) s WHERE s <= greatest("at_least", 0)
$$;
--> statement-breakpoint
-- Every key an audience (features/audience/audience.ts PlatformAudience) holds, leaving out
-- the parts its creator hid from members (decision 110: a hidden part cannot be searched).
CREATE FUNCTION "audience_search_keys"("audience" jsonb, "countries_shown" boolean, "ages_shown" boolean) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(array_agg(k."key"), '{}') FROM (
		SELECT p."part" || ':' || (e ->> p."field") || ':' || s AS "key"
		FROM (VALUES ('countries', 'code', 'c', "countries_shown"), ('ages', 'range', 'a', "ages_shown"), ('genders', 'gender', 'g', "ages_shown")) p("list", "field", "part", "shown")
		CROSS JOIN LATERAL jsonb_array_elements(coalesce("audience" -> p."list", '[]')) e
		CROSS JOIN LATERAL unnest(audience_search_steps(p."part")) s
		WHERE p."shown" AND (e ->> 'share')::numeric > 0 AND (e ->> 'share')::numeric >= s
		UNION ALL
		SELECT 'e::' || s FROM unnest(audience_search_steps('e')) s
		WHERE "countries_shown" AND ("audience" ->> 'engagementRate')::numeric >= s
	) k
$$;
--> statement-breakpoint
-- The keys of the account `source` vouches for: its connection's audience as members may see
-- it (decision 104's defaults when the creator never chose); none without one.
CREATE FUNCTION "audience_keys_of"("owner" integer, "source" text) RETURNS text[] LANGUAGE sql STABLE AS $$
	SELECT coalesce((SELECT audience_search_keys(ca."audience",
			coalesce(av."countries_engagement", 'public') <> 'hidden', coalesce(av."ages_genders", 'members') <> 'hidden')
		FROM "platform_connections" pc JOIN "connection_audiences" ca ON ca."connection_id" = pc."id"
		LEFT JOIN "audience_visibility" av ON av."user_id" = pc."user_id"
		WHERE pc."user_id" = "owner" AND pc."platform" = "source"), '{}')
$$;
--> statement-breakpoint
-- A connection's audience read, changed or gone: the keys of the account it vouches for.
CREATE FUNCTION "socials_audience_from_connection"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "connection" integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."connection_id" ELSE NEW."connection_id" END;
BEGIN
	UPDATE "socials" so SET "audience_keys" = audience_keys_of(so."user_id", so."source") FROM "platform_connections" pc
	WHERE pc."id" = "connection" AND so."user_id" = pc."user_id" AND so."source" = pc."platform";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "socials_audience_from_connection" AFTER INSERT OR UPDATE OF "audience" OR DELETE ON "connection_audiences"
	FOR EACH ROW EXECUTE FUNCTION "socials_audience_from_connection"();
--> statement-breakpoint
-- A connection removed: its audience goes with it (a cascade, after which the audience's own
-- trigger finds no connection to follow), so the account it vouched for loses its keys here.
CREATE FUNCTION "socials_audience_from_removed_connection"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "socials" so SET "audience_keys" = audience_keys_of(so."user_id", so."source")
	WHERE so."user_id" = OLD."user_id" AND so."source" = OLD."platform";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "socials_audience_from_removed_connection" AFTER DELETE ON "platform_connections"
	FOR EACH ROW EXECUTE FUNCTION "socials_audience_from_removed_connection"();
--> statement-breakpoint
-- A creator's choice of who sees what: the keys of all their accounts.
CREATE FUNCTION "socials_audience_from_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "owner" integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."user_id" ELSE NEW."user_id" END;
BEGIN
	UPDATE "socials" so SET "audience_keys" = audience_keys_of(so."user_id", so."source")
	WHERE so."user_id" = "owner";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "socials_audience_from_visibility" AFTER INSERT OR UPDATE OR DELETE ON "audience_visibility"
	FOR EACH ROW EXECUTE FUNCTION "socials_audience_from_visibility"();
--> statement-breakpoint
-- An account added, or now vouched for by another source: the keys of that source's audience.
CREATE FUNCTION "socials_audience_from_source"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."audience_keys" := audience_keys_of(NEW."user_id", NEW."source");
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "socials_audience_from_source" BEFORE INSERT OR UPDATE OF "user_id", "source" ON "socials"
	FOR EACH ROW EXECUTE FUNCTION "socials_audience_from_source"();
--> statement-breakpoint
UPDATE "socials" so SET "audience_keys" = audience_keys_of(so."user_id", so."source")
FROM "platform_connections" pc WHERE so."user_id" = pc."user_id" AND so."source" = pc."platform";
--> statement-breakpoint
-- Only the accounts with keys, as the listed ones' indexes are (0038): the columns every
-- search by social reads, so its windows are index-only scans. Creators first: a search
-- leaves brands out unless asked (issue 53), and with `creator` a key it skips them unread.
CREATE INDEX "socials_audience_followers_idx" ON "socials" USING btree ("platform", "creator", "followers", "id") INCLUDE ("user_id", "countries", "tags", "profile_tags", "source", "audience_keys") WHERE "listed" AND "audience_keys" <> '{}';
--> statement-breakpoint
CREATE INDEX "socials_audience_id_idx" ON "socials" USING btree ("platform", "creator", "id") INCLUDE ("user_id", "countries", "tags", "profile_tags", "source", "audience_keys") WHERE "listed" AND "audience_keys" <> '{}';
