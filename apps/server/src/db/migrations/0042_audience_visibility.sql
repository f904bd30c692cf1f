CREATE TABLE "audience_visibility" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"countries_engagement" varchar(10) DEFAULT 'public' NOT NULL,
	"ages_genders" varchar(10) DEFAULT 'members' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audience_visibility_values_check" CHECK ("audience_visibility"."countries_engagement" in ('public', 'members', 'hidden') and "audience_visibility"."ages_genders" in ('public', 'members', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "audience_visibility" ADD CONSTRAINT "audience_visibility_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;