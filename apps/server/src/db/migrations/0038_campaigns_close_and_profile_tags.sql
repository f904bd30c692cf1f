ALTER TABLE "socials" ADD COLUMN "profile_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "creator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD COLUMN "told_at" timestamp with time zone;--> statement-breakpoint
-- Issue 53: the social search matches a tag on the account or on its owner's profile, and
-- leaves brands out unless asked. The owner's tags and creator flag are copied onto each
-- social by the triggers that copy `listed` (decision 073), so the search still reads the
-- accounts' index alone.
CREATE OR REPLACE FUNCTION "socials_listed_from_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "socials" SET "listed" = NEW."listed", "profile_tags" = NEW."tags", "creator" = NEW."is_content_creator"
	WHERE "user_id" = NEW."id";
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "socials_listed_from_users" ON "users";
--> statement-breakpoint
CREATE TRIGGER "socials_listed_from_users" AFTER UPDATE ON "users" FOR EACH ROW
	WHEN (OLD."listed" IS DISTINCT FROM NEW."listed" OR OLD."tags" IS DISTINCT FROM NEW."tags"
		OR OLD."is_content_creator" IS DISTINCT FROM NEW."is_content_creator")
	EXECUTE FUNCTION "socials_listed_from_users"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "socials_listed_from_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "owner" record;
BEGIN
	SELECT u."listed", u."tags", u."is_content_creator" INTO "owner" FROM "users" u WHERE u."id" = NEW."user_id";
	NEW."listed" := coalesce("owner"."listed", false);
	NEW."profile_tags" := coalesce("owner"."tags", '{}');
	NEW."creator" := coalesce("owner"."is_content_creator", false);
	RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER "socials_listed_from_owner" ON "socials";
--> statement-breakpoint
CREATE TRIGGER "socials_listed_from_owner" BEFORE INSERT OR UPDATE OF "user_id", "listed", "profile_tags", "creator" ON "socials" FOR EACH ROW EXECUTE FUNCTION "socials_listed_from_owner"();
--> statement-breakpoint
UPDATE "socials" s SET "profile_tags" = u."tags", "creator" = u."is_content_creator" FROM "users" u WHERE u."id" = s."user_id";
--> statement-breakpoint
DROP INDEX "socials_listed_followers_idx";
--> statement-breakpoint
DROP INDEX "socials_listed_id_idx";
--> statement-breakpoint
CREATE INDEX "socials_listed_followers_idx" ON "socials" USING btree ("platform", "followers", "id") INCLUDE ("user_id", "countries", "tags", "profile_tags", "creator", "source") WHERE "listed";
--> statement-breakpoint
CREATE INDEX "socials_listed_id_idx" ON "socials" USING btree ("platform", "id") INCLUDE ("user_id", "countries", "tags", "profile_tags", "creator", "source") WHERE "listed";
