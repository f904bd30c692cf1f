ALTER TABLE "orders" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_campaign_idx" ON "orders" USING btree ("campaign_id") WHERE "orders"."campaign_id" is not null;--> statement-breakpoint
-- Decision 108: the orders opened before this migration take their campaign by the rule the
-- accept now follows (order-campaigns.repository.ts): an application's offer in the order's
-- offer chain first, else the latest application of the seller accepted without terms to a
-- campaign of the buyer before the offer was made. An order whose application already went
-- with its creator's account stays without one.
WITH RECURSIVE "chain"("order_id", "offer_id", "previous_id") AS (
  SELECT "orders"."id", "offers"."id", "offers"."previous_id"
    FROM "orders" JOIN "offers" ON "offers"."id" = "orders"."offer_id"
  UNION ALL
  SELECT "chain"."order_id", "offers"."id", "offers"."previous_id"
    FROM "chain" JOIN "offers" ON "offers"."id" = "chain"."previous_id"
), "linked"("order_id", "campaign_id", "by_offer", "decided_at") AS (
  SELECT "chain"."order_id", "a"."campaign_id", true, "a"."decided_at"
    FROM "chain" JOIN "campaign_applications" "a" ON "a"."offer_id" = "chain"."offer_id"
  UNION ALL
  SELECT "orders"."id", "a"."campaign_id", false, "a"."decided_at"
    FROM "orders"
    JOIN "offers" "f" ON "f"."id" = "orders"."offer_id"
    JOIN "campaign_applications" "a"
      ON "a"."creator_id" = "f"."seller_id" AND "a"."offer_id" IS NULL
        AND "a"."state" = 'accepted' AND "a"."decided_at" <= "f"."created_at"
), "picked" AS (
  SELECT DISTINCT ON ("linked"."order_id") "linked"."order_id", "linked"."campaign_id"
    FROM "linked"
    JOIN "orders" ON "orders"."id" = "linked"."order_id"
    JOIN "campaigns" "c" ON "c"."id" = "linked"."campaign_id" AND "c"."owner_id" = "orders"."buyer_id"
    ORDER BY "linked"."order_id", "linked"."by_offer" DESC, "linked"."decided_at" DESC NULLS LAST
)
UPDATE "orders" SET "campaign_id" = "picked"."campaign_id"
  FROM "picked" WHERE "orders"."id" = "picked"."order_id";
