CREATE TABLE "order_post_reads" (
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"views" bigint,
	"reach" bigint,
	"likes" bigint,
	"comments" bigint,
	"shares" bigint,
	"saves" bigint,
	CONSTRAINT "order_post_reads_order_id_position_at_pk" PRIMARY KEY("order_id","position","at")
);
--> statement-breakpoint
CREATE TABLE "order_posts" (
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"url" text NOT NULL,
	"platform" varchar(20),
	"post_id" varchar(64),
	"media_id" varchar(64),
	"state" varchar(20) NOT NULL,
	"published_at" timestamp with time zone,
	"disclosure" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone,
	"views" bigint,
	"reach" bigint,
	"likes" bigint,
	"comments" bigint,
	"shares" bigint,
	"saves" bigint,
	"metrics_at" timestamp with time zone,
	"seller_id" integer,
	"next_read_at" timestamp with time zone,
	"failures" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_posts_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
ALTER TABLE "order_post_reads" ADD CONSTRAINT "order_post_reads_post_fk" FOREIGN KEY ("order_id","position") REFERENCES "public"."order_posts"("order_id","position") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_posts" ADD CONSTRAINT "order_posts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_posts" ADD CONSTRAINT "order_posts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_posts_next_read_idx" ON "order_posts" USING btree ("next_read_at");