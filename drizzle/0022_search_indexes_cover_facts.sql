-- Every search filters on whether a listing is shown (owner_active, moderation: migrations
-- account_safety and trust_and_safety), and may filter on the facts of a home (property_type,
-- floor_area, features: migration home_facts); the search indexes carried none of them, so every walk
-- read each row it passed from the table again, as before migration listing_photo_descriptions. At a
-- million listings 'many filters (luxury)' took 187 ms in the database, a drawn city sorted by price
-- 538 ms, a house with a garden and a garage over 2,000 sq ft cheapest first 123 ms (docs/benchmarks.md).
-- Each search index now carries every column a search filters or sorts on, besides its own keys, so
-- that the walks read the index alone again (the term, matched on the search_* columns, still reads
-- the table).
DROP INDEX "listings_created_at_search_idx";--> statement-breakpoint
CREATE INDEX "listings_created_at_search_idx" ON "listings" USING btree ("created_at", "id")
	INCLUDE ("regular_price", "type", "offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms", "status", "reduced_at", "latitude", "longitude", "owner_active", "moderation", "property_type", "floor_area", "features");--> statement-breakpoint
DROP INDEX "listings_regular_price_search_idx";--> statement-breakpoint
CREATE INDEX "listings_regular_price_search_idx" ON "listings" USING btree ("regular_price", "id")
	INCLUDE ("created_at", "type", "offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms", "status", "reduced_at", "latitude", "longitude", "owner_active", "moderation", "property_type", "floor_area", "features");--> statement-breakpoint
DROP INDEX "listings_type_regular_price_search_idx";--> statement-breakpoint
CREATE INDEX "listings_type_regular_price_search_idx" ON "listings" USING btree ("type", "regular_price", "id")
	INCLUDE ("created_at", "offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms", "status", "reduced_at", "latitude", "longitude", "owner_active", "moderation", "property_type", "floor_area", "features");--> statement-breakpoint
DROP INDEX "listings_effective_price_search_idx";--> statement-breakpoint
CREATE INDEX "listings_effective_price_search_idx" ON "listings" USING btree ("effective_price")
	INCLUDE ("created_at", "regular_price", "id", "type", "offer", "parking", "furnished", "bedrooms", "bathrooms", "status", "reduced_at", "latitude", "longitude", "owner_active", "moderation", "property_type", "floor_area", "features");--> statement-breakpoint
DROP INDEX "listings_bedrooms_search_idx";--> statement-breakpoint
CREATE INDEX "listings_bedrooms_search_idx" ON "listings" USING btree ("bedrooms")
	INCLUDE ("created_at", "regular_price", "id", "type", "offer", "parking", "furnished", "effective_price", "bathrooms", "status", "reduced_at", "latitude", "longitude", "owner_active", "moderation", "property_type", "floor_area", "features");--> statement-breakpoint
DROP INDEX "listings_status_created_idx";--> statement-breakpoint
CREATE INDEX "listings_status_created_idx" ON "listings" USING btree ("status", "created_at", "id")
	INCLUDE ("regular_price", "type", "offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms", "reduced_at", "latitude", "longitude", "owner_active", "moderation", "property_type", "floor_area", "features");--> statement-breakpoint
DROP INDEX "listings_position_search_idx";--> statement-breakpoint
CREATE INDEX "listings_position_search_idx" ON "listings" USING btree ("latitude", "longitude")
	INCLUDE ("created_at", "regular_price", "id", "type", "offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms", "status", "reduced_at", "owner_active", "moderation", "property_type", "floor_area", "features");
