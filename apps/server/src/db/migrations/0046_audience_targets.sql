CREATE TABLE "audience_targets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"countries" varchar(2)[] DEFAULT '{}' NOT NULL,
	"ages" varchar(5)[] DEFAULT '{}' NOT NULL,
	"genders" varchar(6)[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audience_targets" ADD CONSTRAINT "audience_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;