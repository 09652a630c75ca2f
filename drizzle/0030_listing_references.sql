ALTER TABLE "listings" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_owner_reference_unique" ON "listings" USING btree ("user_ref",coalesce("reference", "id"::text));--> statement-breakpoint
-- The RESO feed (/api/reso/Property) reads published listings that are not withdrawn in the order they
-- last changed (ModificationTimestamp, then ListingKey): a partner's incremental sync asks for what
-- changed since its last visit, and its pages follow on from the last one read. This index holds exactly
-- those listings in that order, carrying the columns a feed's $filter reads, so that a page and its
-- filters are read from the index alone and only the page's rows from the table
-- (docs/decisions/038-reso-import-export-and-feed.md).
CREATE INDEX "listings_feed_modified_idx" ON "listings" USING btree ("updated_at", "id")
	INCLUDE ("regular_price", "type", "status", "bedrooms", "bathrooms", "property_type", "floor_area", "year_built", "latitude", "longitude")
	WHERE "owner_active" AND "moderation" = 'published' AND "status" <> 'withdrawn';
