-- Issue 48, decision 138 (docs/decisions): an account's follower growth over 30 days is kept on
-- its connection, by the database, whenever its daily counts change, instead of being read from
-- the counts by every search card (two index probes an account; a tenth of an audience page's
-- time). It compares the latest count with the latest one at least 30 days older, in float8, in
-- JavaScript's order (decision 136), so the rounded figure is what the server computed before.
ALTER TABLE "platform_connections" ADD COLUMN "follower_growth" double precision;
--> statement-breakpoint
-- The growth of one connection from its counts; null without a count 30 days older, or from 0.
CREATE FUNCTION "follower_growth_of"("connection" integer) RETURNS double precision LANGUAGE sql STABLE AS $$
	SELECT (l."followers" - t."followers")::float8 / t."followers" * 100
	FROM (SELECT fc."day", fc."followers" FROM "follower_counts" fc
		WHERE fc."connection_id" = "connection" ORDER BY fc."day" DESC LIMIT 1) l
	CROSS JOIN LATERAL (SELECT fc."followers" FROM "follower_counts" fc
		WHERE fc."connection_id" = "connection" AND fc."day" <= l."day" - 30
		ORDER BY fc."day" DESC LIMIT 1) t
	WHERE t."followers" <> 0
$$;
--> statement-breakpoint
-- Once per statement, over the connections whose counts it wrote or removed (a COPY of millions
-- of counts updates each connection once). The writers of counts update their connection in the
-- same transaction already, so the row lock taken here is one they hold.
CREATE FUNCTION "follower_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "platform_connections" pc SET "follower_growth" = follower_growth_of(pc."id")
	WHERE pc."id" IN (SELECT DISTINCT "connection_id" FROM "changed");
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A trigger with a transition table names one event, so one each.
CREATE TRIGGER "follower_counts_inserted" AFTER INSERT ON "follower_counts"
	REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "follower_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "follower_counts_updated" AFTER UPDATE ON "follower_counts"
	REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "follower_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "follower_counts_deleted" AFTER DELETE ON "follower_counts"
	REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "follower_counts_changed"();
--> statement-breakpoint
UPDATE "platform_connections" SET "follower_growth" = follower_growth_of("id")
WHERE "id" IN (SELECT DISTINCT "connection_id" FROM "follower_counts");
