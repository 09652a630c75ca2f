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
	EXECUTE FUNCTION fill_listing_image_alts();
