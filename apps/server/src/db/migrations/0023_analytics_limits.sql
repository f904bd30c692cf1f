ALTER TABLE "profile_events" ADD COLUMN "source" varchar(64);--> statement-breakpoint
CREATE INDEX "profile_events_source_idx" ON "profile_events" USING btree ("owner_id","source","day");