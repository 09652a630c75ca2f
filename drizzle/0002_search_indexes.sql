-- Search (docs/decisions/005-search-query-and-indexes.md): trigram indexes for the search
-- term, covering indexes for the filters and the two sort orders.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Lower-case copies of the searched text, kept by the database and read only by the search
-- query (app/models/search.server.ts). Matching a copy with LIKE costs a fraction of ILIKE,
-- which lower-cases every row it reads; one column each, because a trigram index over
-- name, address and description together is slowed down by the common trigrams of the
-- descriptions even when the term only occurs in addresses.
ALTER TABLE "listings"
	ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower("name")) STORED,
	ADD COLUMN "search_address" text GENERATED ALWAYS AS (lower("address")) STORED,
	ADD COLUMN "search_description" text GENERATED ALWAYS AS (lower("description")) STORED;
--> statement-breakpoint
CREATE INDEX "listings_search_name_trgm_idx" ON "listings" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "listings_search_address_trgm_idx" ON "listings" USING gin ("search_address" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "listings_search_description_trgm_idx" ON "listings" USING gin ("search_description" gin_trgm_ops);
--> statement-breakpoint
-- The sort orders, id last as the tie-breaker, and the selective filters, each carrying every
-- column the search filters or sorts on, so that a filtered walk (and its count) reads the
-- index alone, never the table.
CREATE INDEX "listings_created_at_search_idx" ON "listings" USING btree ("created_at", "id")
	INCLUDE ("type", "offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms");
--> statement-breakpoint
CREATE INDEX "listings_regular_price_search_idx" ON "listings" USING btree ("regular_price", "id")
	INCLUDE ("type", "offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms");
--> statement-breakpoint
-- Rents and sale prices lie orders of magnitude apart: sorting one purpose by price must not
-- walk past every listing of the other.
CREATE INDEX "listings_type_regular_price_search_idx" ON "listings" USING btree ("type", "regular_price", "id")
	INCLUDE ("offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms");
--> statement-breakpoint
CREATE INDEX "listings_effective_price_search_idx" ON "listings" USING btree ("effective_price")
	INCLUDE ("created_at", "regular_price", "id", "type", "offer", "parking", "furnished", "bedrooms", "bathrooms");
--> statement-breakpoint
CREATE INDEX "listings_bedrooms_search_idx" ON "listings" USING btree ("bedrooms")
	INCLUDE ("created_at", "regular_price", "id", "type", "offer", "parking", "furnished", "effective_price", "bathrooms");
