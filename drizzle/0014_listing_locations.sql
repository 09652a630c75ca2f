-- Where the homes are (docs/decisions/027-listing-locations-and-map-search.md): a position for each
-- listing, both or neither, in WGS 84 degrees, and the owner's choice to show it only to about 300 m.
ALTER TABLE "listings" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "location_approximate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_position_valid" CHECK (
	("latitude" IS NULL) = ("longitude" IS NULL)
	AND ("latitude" IS NULL OR "latitude" BETWEEN -90 AND 90)
	AND ("longitude" IS NULL OR "longitude" BETWEEN -180 AND 180)
);--> statement-breakpoint
-- Areas (the map's view, and the box around a distance): a b-tree on the position that carries every
-- column the search filters and sorts on, so an area's matches are found, filtered and sorted from the
-- index alone, never the table, whose rows lie in the order they were listed.
CREATE INDEX "listings_position_search_idx" ON "listings" USING btree ("latitude", "longitude")
	INCLUDE ("created_at", "regular_price", "id", "status", "type", "offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms");--> statement-breakpoint
-- The sort orders' indexes (migration search_indexes) carry the position and the status too: a large
-- area (or a status filter) sorted by date or price is a walk of the index alone until the page is full.
DROP INDEX "listings_created_at_search_idx";--> statement-breakpoint
CREATE INDEX "listings_created_at_search_idx" ON "listings" USING btree ("created_at", "id")
	INCLUDE ("type", "offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms", "status", "latitude", "longitude");--> statement-breakpoint
DROP INDEX "listings_regular_price_search_idx";--> statement-breakpoint
CREATE INDEX "listings_regular_price_search_idx" ON "listings" USING btree ("regular_price", "id")
	INCLUDE ("type", "offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms", "status", "latitude", "longitude");--> statement-breakpoint
DROP INDEX "listings_type_regular_price_search_idx";--> statement-breakpoint
CREATE INDEX "listings_type_regular_price_search_idx" ON "listings" USING btree ("type", "regular_price", "id")
	INCLUDE ("offer", "parking", "furnished", "effective_price", "bedrooms", "bathrooms", "status", "latitude", "longitude");--> statement-breakpoint
-- Nearest first: the cube type (a contrib extension of PostgreSQL, in PGlite as well) orders points
-- in three dimensions by distance from a point (`<->`) straight from a GiST index.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
-- A position as a point on the unit sphere. The straight-line distance between two such points grows
-- with their distance along the earth's surface, so the order is exact, across the antimeridian and
-- near the poles alike. A standard SQL body binds cube() when the function is created, so it works
-- whatever the search_path of the session (a restore, a maintenance job) that computes it.
CREATE FUNCTION listing_earth_point(latitude double precision, longitude double precision) RETURNS cube
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	RETURN cube(ARRAY[
		cos(radians(latitude)) * cos(radians(longitude)),
		cos(radians(latitude)) * sin(radians(longitude)),
		sin(radians(latitude))
	]);--> statement-breakpoint
CREATE INDEX "listings_earth_point_idx" ON "listings" USING gist (listing_earth_point("latitude", "longitude"));
