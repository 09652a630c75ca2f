-- The price history of listings: when each was listed, every change of its effective price, and
-- when it was last cut. The database keeps them, so no way of changing a listing can miss a change.
CREATE TABLE "listing_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "listed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_prices" ADD CONSTRAINT "listing_prices_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_prices_listing_idx" ON "listing_prices" USING btree ("listing_id","at");--> statement-breakpoint
CREATE INDEX "listings_reduced_at_idx" ON "listings" USING btree ("reduced_at") WHERE reduced_at is not null;--> statement-breakpoint
-- Listings from before: listed when created, at the price they ask now.
UPDATE "listings" SET "listed_at" = "created_at";--> statement-breakpoint
INSERT INTO "listing_prices" ("listing_id", "price", "at") SELECT "id", "effective_price", "listed_at" FROM "listings";--> statement-breakpoint
-- A new listing's first price, at the time it was listed; then a row for each change of the price.
CREATE OR REPLACE FUNCTION record_listing_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO listing_prices (listing_id, price, at) VALUES (NEW.id, NEW.effective_price, NEW.listed_at);
	ELSIF NEW.effective_price IS DISTINCT FROM OLD.effective_price THEN
		INSERT INTO listing_prices (listing_id, price, at) VALUES (NEW.id, NEW.effective_price, now());
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_record_price AFTER INSERT OR UPDATE OF regular_price, discount_price, offer ON listings
	FOR EACH ROW EXECUTE FUNCTION record_listing_price();--> statement-breakpoint
-- reduced_at: the time of the last change of the price while that change was a cut. (The generated
-- effective_price is not computed yet in a BEFORE trigger, so the price is worked out here.)
CREATE OR REPLACE FUNCTION mark_listing_reduced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	before_price integer := CASE WHEN OLD.offer THEN OLD.discount_price ELSE OLD.regular_price END;
	after_price integer := CASE WHEN NEW.offer THEN NEW.discount_price ELSE NEW.regular_price END;
BEGIN
	IF after_price < before_price THEN
		NEW.reduced_at := now();
	ELSIF after_price > before_price THEN
		NEW.reduced_at := NULL;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_mark_reduced BEFORE UPDATE OF regular_price, discount_price, offer ON listings
	FOR EACH ROW EXECUTE FUNCTION mark_listing_reduced();
