CREATE TABLE "campaign_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"pitch" text NOT NULL,
	"platforms" text[] NOT NULL,
	"offer_terms" jsonb,
	"offer_id" integer,
	"state" varchar(12) DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"brief" text NOT NULL,
	"cover_hash" varchar(64),
	"platforms" text[] NOT NULL,
	"content" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_followers" integer,
	"max_followers" integer,
	"budget_kind" varchar(10) NOT NULL,
	"budget_min" integer,
	"budget_max" integer,
	"wanted" integer NOT NULL,
	"apply_by" date NOT NULL,
	"gifting" text DEFAULT '' NOT NULL,
	"state" varchar(10) DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_reason" varchar(500),
	"digest_sent_at" timestamp with time zone,
	"digested_through" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaigns_wanted_check" CHECK ("campaigns"."wanted" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "campaign_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "campaigns_weekly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_applications" ADD CONSTRAINT "campaign_applications_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_applications_once_key" ON "campaign_applications" USING btree ("campaign_id","creator_id");--> statement-breakpoint
CREATE INDEX "campaign_applications_creator_idx" ON "campaign_applications" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "campaigns_owner_idx" ON "campaigns" USING btree ("owner_id","state");--> statement-breakpoint
CREATE INDEX "campaigns_open_idx" ON "campaigns" USING btree ("id") WHERE "campaigns"."state" = 'open';--> statement-breakpoint
CREATE INDEX "campaigns_tags_idx" ON "campaigns" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "campaigns_countries_idx" ON "campaigns" USING gin ("countries");