CREATE TABLE "profile_cards" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"lowest_price" integer,
	"rating" numeric(2, 1),
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"socials" json DEFAULT '[]'::json NOT NULL,
	"total_followers" bigint DEFAULT 0 NOT NULL,
	"pending" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_cards" ADD CONSTRAINT "profile_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 073: the flag every listing reads for "public profile", and the card fields a page
-- of results shows, kept here by triggers so no writer can forget them. The statuses are
-- ACTIVE_STATUSES (packages/shared); profile-cards.test.ts holds the two to each other.
CREATE FUNCTION "profile_listed"("owner" integer, "visible" boolean, "suspended" timestamp with time zone)
RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT "visible" AND "suspended" IS NULL AND EXISTS (
		SELECT 1 FROM "subscriptions" s WHERE s."user_id" = "owner" AND s."status" IN ('active', 'trialing'))
$$;
--> statement-breakpoint
CREATE FUNCTION "refresh_profile_cards"("owners" integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "profile_cards" AS c ("user_id", "lowest_price", "rating", "reviews_count", "socials", "total_followers", "pending")
	SELECT u."id",
		(SELECT min(p."price") FROM "packages" p WHERE p."user_id" = u."id"),
		r."rating", r."reviews_count",
		coalesce(a."socials", '[]'::json), coalesce(a."total_followers", 0),
		coalesce((SELECT array_agg(m."platform" ORDER BY m."platform") FROM "manual_socials" m WHERE m."user_id" = u."id"), '{}')
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
		"total_followers" = excluded."total_followers", "pending" = excluded."pending"
	WHERE (c."lowest_price", c."rating", c."reviews_count", c."socials"::text, c."total_followers", c."pending")
		IS DISTINCT FROM (excluded."lowest_price", excluded."rating", excluded."reviews_count", excluded."socials"::text, excluded."total_followers", excluded."pending")
$$;
--> statement-breakpoint
-- A statement on a card's table refreshes the cards of the owners it touched, once per
-- statement (a bulk write refreshes in one set-based pass). TG_ARGV[0] names the owner column.
CREATE FUNCTION "profile_cards_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "owners" integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		EXECUTE format('SELECT array_agg(DISTINCT %I) FROM "new_rows"', TG_ARGV[0]) INTO "owners";
	ELSIF TG_OP = 'DELETE' THEN
		EXECUTE format('SELECT array_agg(DISTINCT %I) FROM "old_rows"', TG_ARGV[0]) INTO "owners";
	ELSE
		EXECUTE format('SELECT array_agg(DISTINCT o) FROM (SELECT %1$I AS o FROM "new_rows" UNION SELECT %1$I FROM "old_rows") t', TG_ARGV[0]) INTO "owners";
	END IF;
	IF "owners" IS NOT NULL THEN
		PERFORM "refresh_profile_cards"("owners");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "socials_cards_insert" AFTER INSERT ON "socials" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "socials_cards_update" AFTER UPDATE ON "socials" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "socials_cards_delete" AFTER DELETE ON "socials" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "manual_socials_cards_insert" AFTER INSERT ON "manual_socials" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "manual_socials_cards_update" AFTER UPDATE ON "manual_socials" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "manual_socials_cards_delete" AFTER DELETE ON "manual_socials" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "packages_cards_insert" AFTER INSERT ON "packages" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "packages_cards_update" AFTER UPDATE ON "packages" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "packages_cards_delete" AFTER DELETE ON "packages" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "reviews_cards_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_changed"('reviewee_id');
--> statement-breakpoint
CREATE TRIGGER "reviews_cards_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_changed"('reviewee_id');
--> statement-breakpoint
CREATE TRIGGER "reviews_cards_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "profile_cards_changed"('reviewee_id');
--> statement-breakpoint
-- The visibility toggle or a suspension changes the flag on the row itself; nothing else can
-- set it (a write of the flag itself is recomputed too).
CREATE FUNCTION "users_listed_from_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."listed" := "profile_listed"(NEW."id", NEW."is_visible", NEW."suspended_at");
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_listed_from_row" BEFORE INSERT OR UPDATE OF "is_visible", "suspended_at", "listed" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_listed_from_row"();
--> statement-breakpoint
-- A subscription's change (paid, cancelled, ended, removed) sets its owner's flag.
CREATE FUNCTION "users_listed_from_subscriptions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		UPDATE "users" u SET "listed" = "profile_listed"(u."id", u."is_visible", u."suspended_at")
		FROM (SELECT DISTINCT "user_id" FROM "old_rows") t
		WHERE u."id" = t."user_id" AND u."listed" IS DISTINCT FROM "profile_listed"(u."id", u."is_visible", u."suspended_at");
	ELSE
		UPDATE "users" u SET "listed" = "profile_listed"(u."id", u."is_visible", u."suspended_at")
		FROM (SELECT DISTINCT "user_id" FROM "new_rows") t
		WHERE u."id" = t."user_id" AND u."listed" IS DISTINCT FROM "profile_listed"(u."id", u."is_visible", u."suspended_at");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_listed_insert" AFTER INSERT ON "subscriptions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "users_listed_from_subscriptions"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_listed_update" AFTER UPDATE ON "subscriptions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "users_listed_from_subscriptions"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_listed_delete" AFTER DELETE ON "subscriptions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "users_listed_from_subscriptions"();
--> statement-breakpoint
-- The flag's copy on each social, for the social search's index (below).
CREATE FUNCTION "socials_listed_from_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "socials" SET "listed" = NEW."listed" WHERE "user_id" = NEW."id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "socials_listed_from_users" AFTER UPDATE ON "users" FOR EACH ROW WHEN (OLD."listed" IS DISTINCT FROM NEW."listed") EXECUTE FUNCTION "socials_listed_from_users"();
--> statement-breakpoint
CREATE FUNCTION "socials_listed_from_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."listed" := coalesce((SELECT u."listed" FROM "users" u WHERE u."id" = NEW."user_id"), false);
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "socials_listed_from_owner" BEFORE INSERT OR UPDATE OF "user_id", "listed" ON "socials" FOR EACH ROW EXECUTE FUNCTION "socials_listed_from_owner"();
--> statement-breakpoint
-- The rows stored before: their flags and cards.
UPDATE "users" SET "listed" = "profile_listed"("id", "is_visible", "suspended_at") WHERE "profile_listed"("id", "is_visible", "suspended_at");
--> statement-breakpoint
SELECT "refresh_profile_cards"(array(SELECT "id" FROM "users"));
--> statement-breakpoint
-- The social search walks only listed accounts, in either order, without visiting the table
-- for the rows its filters skip (decision 073).
CREATE INDEX "socials_listed_followers_idx" ON "socials" USING btree ("platform", "followers", "id") INCLUDE ("user_id", "countries", "tags", "source") WHERE "listed";
--> statement-breakpoint
CREATE INDEX "socials_listed_id_idx" ON "socials" USING btree ("platform", "id") INCLUDE ("user_id", "countries", "tags", "source") WHERE "listed";
