-- Issue 48, decision 146 (docs/decisions): the social search leaves brands' accounts out unless
-- asked (issue 53), yet its two indexes hold every listed account, so a default page walked the
-- brands' entries only to drop them: at a million profiles (two accounts in three a brand's in
-- the seed) a page read 400-700 entries to keep 21-31. These hold the creators' accounts alone,
-- in the same orders and with the same columns, and the planner takes them whenever a
-- statement says `so.creator`; the `socials_listed_*` pair still answers a search with brands.
CREATE INDEX "socials_creators_followers_idx" ON "socials" USING btree ("platform", "followers", "id") INCLUDE ("user_id", "countries", "tags", "profile_tags", "source") WHERE "listed" AND "creator";
--> statement-breakpoint
CREATE INDEX "socials_creators_id_idx" ON "socials" USING btree ("platform", "id") INCLUDE ("user_id", "followers", "countries", "tags", "profile_tags", "source") WHERE "listed" AND "creator";
