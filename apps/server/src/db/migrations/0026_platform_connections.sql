CREATE TABLE "follower_counts" (
	"connection_id" integer NOT NULL,
	"day" date NOT NULL,
	"followers" integer NOT NULL,
	CONSTRAINT "follower_counts_connection_id_day_pk" PRIMARY KEY("connection_id","day")
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform" varchar(20) NOT NULL,
	"code_verifier" varchar(128),
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"platform" varchar(20) NOT NULL,
	"account_id" varchar(128) NOT NULL,
	"username" varchar(254) NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"access_expires_at" timestamp with time zone,
	"token_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_refresh_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"refused_at" timestamp with time zone,
	CONSTRAINT "platform_connections_account_key" UNIQUE("platform","account_id"),
	CONSTRAINT "platform_connections_user_platform_key" UNIQUE("user_id","platform")
);
--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "followers_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "source" varchar(20) DEFAULT 'admin';--> statement-breakpoint
ALTER TABLE "follower_counts" ADD CONSTRAINT "follower_counts_connection_id_platform_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."platform_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_connections" ADD CONSTRAINT "platform_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_states_expires_at_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "platform_connections_next_refresh_idx" ON "platform_connections" USING btree ("next_refresh_at");