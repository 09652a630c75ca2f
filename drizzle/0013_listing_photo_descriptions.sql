-- A description of each photo, its alt text: in the order of image_urls and always as many, empty where
-- the owner wrote none (the pages then say the listing's name and the photo's number).
ALTER TABLE "listings" ADD COLUMN "image_alts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "listings" SET "image_alts" = array_fill(''::text, ARRAY[cardinality("image_urls")]) WHERE cardinality("image_urls") > 0;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_image_alts_match_urls" CHECK (cardinality("image_alts") = cardinality("image_urls"));--> statement-breakpoint
-- A listing written with photos and no descriptions (a script, an import) gets empty ones rather than
-- failing the check. Changing the photos later must say their descriptions too.
CREATE OR REPLACE FUNCTION fill_listing_image_alts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.image_alts := array_fill(''::text, ARRAY[cardinality(NEW.image_urls)]);
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_fill_image_alts BEFORE INSERT ON listings
	FOR EACH ROW WHEN (cardinality(NEW.image_alts) = 0 AND cardinality(NEW.image_urls) > 0)
	EXECUTE FUNCTION fill_listing_image_alts();--> statement-breakpoint
-- Search filters on the status by default (available and under offer), and the search indexes of
-- migration search_indexes did not carry it: every filtered walk read each row it passed from the
-- table to check it. At a million listings 'many filters (luxury)' took 929 ms in the database and
-- 'filters + price sort' 405 ms, against 2 ms before the status filter (docs/benchmarks.md). Each
-- index now carries the status too, so those walks read the index alone again.
DROP INDEX "listings_created_at_search_idx";--> statement-breakpoint
CREATE INDEX "listings_created_at_search_idx" ON "listings" USING btree ("created_at", "id")
	INCLUDE ("type", "offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms", "status");--> statement-breakpoint
DROP INDEX "listings_regular_price_search_idx";--> statement-breakpoint
CREATE INDEX "listings_regular_price_search_idx" ON "listings" USING btree ("regular_price", "id")
	INCLUDE ("type", "offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms", "status");--> statement-breakpoint
DROP INDEX "listings_type_regular_price_search_idx";--> statement-breakpoint
CREATE INDEX "listings_type_regular_price_search_idx" ON "listings" USING btree ("type", "regular_price", "id")
	INCLUDE ("offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms", "status");--> statement-breakpoint
DROP INDEX "listings_effective_price_search_idx";--> statement-breakpoint
CREATE INDEX "listings_effective_price_search_idx" ON "listings" USING btree ("effective_price")
	INCLUDE ("created_at", "regular_price", "id", "type", "offer", "parking", "furnished", "bedrooms", "bathrooms", "status");--> statement-breakpoint
DROP INDEX "listings_bedrooms_search_idx";--> statement-breakpoint
CREATE INDEX "listings_bedrooms_search_idx" ON "listings" USING btree ("bedrooms")
	INCLUDE ("created_at", "regular_price", "id", "type", "offer", "parking", "furnished", "effective_price", "bathrooms", "status");--> statement-breakpoint
-- Searches for one status or a few (sold, let, withdrawn, under offer: the rarer ones) walk this index
-- in date order, the filters checked inside it. Homes leave the market as they age, so among the
-- newest listings sold ones are rarer than on average: walking the date index instead, as the planner
-- otherwise chose once that index carried the status, passed thousands of rows (6.6 ms for
-- status=sold, 17 ms for withdrawn rents, furnished; 0.3 ms each with this one).
DROP INDEX "listings_status_created_idx";--> statement-breakpoint
CREATE INDEX "listings_status_created_idx" ON "listings" USING btree ("status", "created_at", "id")
	INCLUDE ("type", "offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms");
