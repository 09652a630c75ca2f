-- A search by a feature with a term ('a fireplace' and 'cottage') walked the date index past every home
-- without the feature, reading each one's row from the table to test the term: 6,835 rows for the 51
-- that decide its count at a million listings, 8.8-14 ms in the database, and 52 ms cheapest first on
-- the price index. A covering index carries the features, but a walk that reads the table tests them
-- only once it has read the row, and the trigram indexes cannot give an order. Each feature now has the
-- homes with it in date order and in price order, so such a walk passes only the homes with the feature
-- (1,370 rows for that search: 3-4 ms, and 5 ms by price). The search asks for each feature apart
-- (`features @> '{garden}' and features @> '{garage}'`), the form these predicates match, so the planner
-- may take the rarest. About 40 bytes a home and feature: 8.5 MB for a feature a fifth of homes have
-- (docs/decisions/005-search-query-and-indexes.md). A feature added to FEATURES (app/utils/home-facts.ts)
-- needs its two indexes in a migration of its own; tests/search-indexes.test.ts checks that each has them.
CREATE INDEX "listings_garden_created_idx" ON "listings" USING btree ("created_at", "id") WHERE "features" @> '{garden}'::text[];--> statement-breakpoint
CREATE INDEX "listings_garden_price_idx" ON "listings" USING btree ("regular_price", "id") WHERE "features" @> '{garden}'::text[];--> statement-breakpoint
CREATE INDEX "listings_balcony_created_idx" ON "listings" USING btree ("created_at", "id") WHERE "features" @> '{balcony}'::text[];--> statement-breakpoint
CREATE INDEX "listings_balcony_price_idx" ON "listings" USING btree ("regular_price", "id") WHERE "features" @> '{balcony}'::text[];--> statement-breakpoint
CREATE INDEX "listings_terrace_created_idx" ON "listings" USING btree ("created_at", "id") WHERE "features" @> '{terrace}'::text[];--> statement-breakpoint
CREATE INDEX "listings_terrace_price_idx" ON "listings" USING btree ("regular_price", "id") WHERE "features" @> '{terrace}'::text[];--> statement-breakpoint
CREATE INDEX "listings_garage_created_idx" ON "listings" USING btree ("created_at", "id") WHERE "features" @> '{garage}'::text[];--> statement-breakpoint
CREATE INDEX "listings_garage_price_idx" ON "listings" USING btree ("regular_price", "id") WHERE "features" @> '{garage}'::text[];--> statement-breakpoint
CREATE INDEX "listings_lift_created_idx" ON "listings" USING btree ("created_at", "id") WHERE "features" @> '{lift}'::text[];--> statement-breakpoint
CREATE INDEX "listings_lift_price_idx" ON "listings" USING btree ("regular_price", "id") WHERE "features" @> '{lift}'::text[];--> statement-breakpoint
CREATE INDEX "listings_air_conditioning_created_idx" ON "listings" USING btree ("created_at", "id") WHERE "features" @> '{air_conditioning}'::text[];--> statement-breakpoint
CREATE INDEX "listings_air_conditioning_price_idx" ON "listings" USING btree ("regular_price", "id") WHERE "features" @> '{air_conditioning}'::text[];--> statement-breakpoint
CREATE INDEX "listings_fireplace_created_idx" ON "listings" USING btree ("created_at", "id") WHERE "features" @> '{fireplace}'::text[];--> statement-breakpoint
CREATE INDEX "listings_fireplace_price_idx" ON "listings" USING btree ("regular_price", "id") WHERE "features" @> '{fireplace}'::text[];--> statement-breakpoint
CREATE INDEX "listings_pool_created_idx" ON "listings" USING btree ("created_at", "id") WHERE "features" @> '{pool}'::text[];--> statement-breakpoint
CREATE INDEX "listings_pool_price_idx" ON "listings" USING btree ("regular_price", "id") WHERE "features" @> '{pool}'::text[];--> statement-breakpoint
CREATE INDEX "listings_pets_allowed_created_idx" ON "listings" USING btree ("created_at", "id") WHERE "features" @> '{pets_allowed}'::text[];--> statement-breakpoint
CREATE INDEX "listings_pets_allowed_price_idx" ON "listings" USING btree ("regular_price", "id") WHERE "features" @> '{pets_allowed}'::text[];--> statement-breakpoint
CREATE INDEX "listings_step_free_access_created_idx" ON "listings" USING btree ("created_at", "id") WHERE "features" @> '{step_free_access}'::text[];--> statement-breakpoint
CREATE INDEX "listings_step_free_access_price_idx" ON "listings" USING btree ("regular_price", "id") WHERE "features" @> '{step_free_access}'::text[];--> statement-breakpoint
CREATE INDEX "listings_washing_machine_created_idx" ON "listings" USING btree ("created_at", "id") WHERE "features" @> '{washing_machine}'::text[];--> statement-breakpoint
CREATE INDEX "listings_washing_machine_price_idx" ON "listings" USING btree ("regular_price", "id") WHERE "features" @> '{washing_machine}'::text[];--> statement-breakpoint
CREATE INDEX "listings_dishwasher_created_idx" ON "listings" USING btree ("created_at", "id") WHERE "features" @> '{dishwasher}'::text[];--> statement-breakpoint
CREATE INDEX "listings_dishwasher_price_idx" ON "listings" USING btree ("regular_price", "id") WHERE "features" @> '{dishwasher}'::text[];--> statement-breakpoint
CREATE INDEX "listings_ev_charging_created_idx" ON "listings" USING btree ("created_at", "id") WHERE "features" @> '{ev_charging}'::text[];--> statement-breakpoint
CREATE INDEX "listings_ev_charging_price_idx" ON "listings" USING btree ("regular_price", "id") WHERE "features" @> '{ev_charging}'::text[];--> statement-breakpoint
CREATE INDEX "listings_solar_panels_created_idx" ON "listings" USING btree ("created_at", "id") WHERE "features" @> '{solar_panels}'::text[];--> statement-breakpoint
CREATE INDEX "listings_solar_panels_price_idx" ON "listings" USING btree ("regular_price", "id") WHERE "features" @> '{solar_panels}'::text[];
