CREATE TABLE "order_payments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"state" varchar(20) DEFAULT 'unpaid' NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"destination" varchar(255),
	"checkout_session_id" varchar(255),
	"payment_intent_id" varchar(255),
	"charge_id" varchar(255),
	"paid_at" timestamp with time zone,
	"settle_planned_at" timestamp with time zone,
	"release_cents" integer DEFAULT 0 NOT NULL,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"transfer_id" varchar(255),
	"refund_id" varchar(255),
	"released_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"tries" integer DEFAULT 0 NOT NULL,
	"problem" text,
	"problem_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stripe_account_id" varchar(255),
	"test" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_stripeAccountId_unique" UNIQUE("stripe_account_id")
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_problem_idx" ON "order_payments" USING btree ("problem_at") WHERE "order_payments"."problem" is not null;