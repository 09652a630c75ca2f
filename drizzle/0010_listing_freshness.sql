-- Freshness: when the owner last confirmed a listing is still available, and when they were last asked.
ALTER TABLE "listings" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listings_on_market_confirmed_idx" ON "listings" USING btree ("confirmed_at") WHERE status in ('active', 'under_offer');--> statement-breakpoint
UPDATE "listings" SET "confirmed_at" = "updated_at";
