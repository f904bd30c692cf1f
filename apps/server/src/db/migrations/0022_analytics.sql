CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_daily" (
	"owner_id" integer NOT NULL,
	"day" date NOT NULL,
	"metric" varchar(10) NOT NULL,
	"key" varchar(255) DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "profile_daily_owner_id_day_metric_key_pk" PRIMARY KEY("owner_id","day","metric","key")
);
--> statement-breakpoint
CREATE TABLE "profile_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"target_id" integer,
	"visitor" varchar(64) NOT NULL,
	"day" date NOT NULL,
	"referrer" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_daily" ADD CONSTRAINT "profile_daily_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_events" ADD CONSTRAINT "profile_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_events_owner_day_idx" ON "profile_events" USING btree ("owner_id","day");--> statement-breakpoint
CREATE INDEX "profile_events_created_at_idx" ON "profile_events" USING btree ("created_at");