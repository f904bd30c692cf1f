-- Issue 48, decision 133 (docs/decisions): the social search's newest-first order walks its platform's listed
-- accounts in this index. Without the follower count among its columns, the follower bounds
-- and the card's followers needed the table, so the planner walked the primary key instead,
-- every platform's accounts newest first, filtering out 3,500 rows for a page of 11 at
-- 100,000 profiles. With it, a page is read from this index alone.
DROP INDEX "socials_listed_id_idx";
--> statement-breakpoint
CREATE INDEX "socials_listed_id_idx" ON "socials" USING btree ("platform", "id") INCLUDE ("user_id", "followers", "countries", "tags", "profile_tags", "creator", "source") WHERE "listed";
