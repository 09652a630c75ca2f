-- A search by kind sorted by price walked the price index past every other kind: 'a house over 2,000
-- sq ft with 3 bedrooms, a garden and a garage, cheapest first' passed 17,000 entries (cheap homes are
-- small) to find the 51 that decide its count, 8.3 ms in the database at a million listings on a quiet
-- machine. This index keeps each kind in price order (houses are 40 % of the homes, bungalows 8 %), so
-- the walk passes only the homes of the kinds asked for: 6,700 entries for that search, about 2.2 times
-- less time (docs/decisions/005-search-query-and-indexes.md). Like the other search b-trees it carries
-- every column a search filters or sorts on (migration search_indexes_cover_facts).
CREATE INDEX "listings_property_type_price_search_idx" ON "listings" USING btree ("property_type", "regular_price", "id")
	INCLUDE ("created_at", "type", "offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms", "status", "reduced_at", "latitude", "longitude", "owner_active", "moderation", "floor_area", "features");
