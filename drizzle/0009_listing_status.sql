-- Where a home is on the market. Search shows active and under-offer listings unless asked otherwise.
CREATE TYPE "public"."listing_status" AS ENUM('active', 'under_offer', 'sold', 'let', 'withdrawn');--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "status" "listing_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_status_created_idx" ON "listings" USING btree ("status","created_at");--> statement-breakpoint
UPDATE "listings" SET "status_changed_at" = "listed_at";--> statement-breakpoint
-- status_changed_at follows every change of the status, whatever makes it.
CREATE OR REPLACE FUNCTION stamp_listing_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.status IS DISTINCT FROM OLD.status THEN
		NEW.status_changed_at := now();
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_stamp_status BEFORE UPDATE OF status ON listings
	FOR EACH ROW EXECUTE FUNCTION stamp_listing_status();--> statement-breakpoint
-- A home sold can only be one for sale, a home let one for rent.
ALTER TABLE "listings" ADD CONSTRAINT "listings_status_fits_type" CHECK (
	("status" <> 'sold' OR "type" = 'sale') AND ("status" <> 'let' OR "type" = 'rent')
);
