CREATE TABLE "second_charges" (
	"payment_intent_id" varchar(255) PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"checkout_session_id" varchar(255) NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"refund_id" varchar(255),
	"refunded_at" timestamp with time zone,
	"tries" integer DEFAULT 0 NOT NULL,
	"problem" text,
	"problem_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "checkout_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "checkout_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "creation_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "second_charges" ADD CONSTRAINT "second_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "second_charges_order_idx" ON "second_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "second_charges_problem_idx" ON "second_charges" USING btree ("problem_at") WHERE "second_charges"."problem" is not null;