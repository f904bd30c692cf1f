CREATE TABLE "dispute_cases" (
	"order_id" integer NOT NULL,
	"side" varchar(6) NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dispute_cases_order_id_side_pk" PRIMARY KEY("order_id","side")
);
--> statement-breakpoint
CREATE TABLE "order_disputes" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"previous_state" varchar(20) NOT NULL,
	"opened_by_id" integer,
	"opened_at" timestamp with time zone NOT NULL,
	"proposed_by_id" integer,
	"proposed_seller_amount" integer,
	"proposed_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dispute_cases" ADD CONSTRAINT "dispute_cases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_opened_by_id_users_id_fk" FOREIGN KEY ("opened_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;