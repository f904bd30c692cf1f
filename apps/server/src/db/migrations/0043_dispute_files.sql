CREATE TABLE "dispute_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"side" varchar(6) NOT NULL,
	"uploader_id" integer,
	"kind" varchar(8) NOT NULL,
	"name" varchar(120) NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"file_key" varchar(64) NOT NULL,
	"thumb_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispute_files" ADD CONSTRAINT "dispute_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_files" ADD CONSTRAINT "dispute_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_files_order_idx" ON "dispute_files" USING btree ("order_id","id");