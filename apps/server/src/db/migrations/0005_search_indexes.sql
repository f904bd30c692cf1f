CREATE INDEX "users_username_trgm_idx" ON "users" USING gist (lower("username") gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree ((lower("username") collate "C"));--> statement-breakpoint
CREATE INDEX "users_tags_idx" ON "users" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "users_countries_idx" ON "users" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "socials_platform_followers_idx" ON "socials" USING btree ("platform","followers");--> statement-breakpoint
CREATE INDEX "socials_tags_idx" ON "socials" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "socials_countries_idx" ON "socials" USING gin ("countries");