ALTER TABLE "links" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;