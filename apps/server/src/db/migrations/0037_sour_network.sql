CREATE TABLE "audience_visibility" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"engagement" varchar(10) DEFAULT 'public' NOT NULL,
	"countries" varchar(10) DEFAULT 'public' NOT NULL,
	"ages" varchar(10) DEFAULT 'members' NOT NULL,
	"genders" varchar(10) DEFAULT 'members' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connection_audiences" (
	"connection_id" integer PRIMARY KEY NOT NULL,
	"audience" jsonb NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"next_read_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audience_visibility" ADD CONSTRAINT "audience_visibility_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_audiences" ADD CONSTRAINT "connection_audiences_connection_id_platform_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."platform_connections"("id") ON DELETE cascade ON UPDATE no action;