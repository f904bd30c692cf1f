CREATE TABLE "connection_audiences" (
	"connection_id" integer PRIMARY KEY NOT NULL,
	"audience" jsonb NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"next_read_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connection_audiences" ADD CONSTRAINT "connection_audiences_connection_id_platform_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."platform_connections"("id") ON DELETE cascade ON UPDATE no action;