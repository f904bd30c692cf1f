ALTER TABLE "users" ADD COLUMN "onboarding_link_copied" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarding_dismissed" boolean DEFAULT false NOT NULL;