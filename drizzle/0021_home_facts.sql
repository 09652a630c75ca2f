CREATE TYPE "public"."property_type" AS ENUM('house', 'apartment', 'townhouse', 'bungalow', 'studio', 'land', 'other');--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "property_type" "property_type";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "floor_area" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "year_built" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "deposit" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "minimum_term_months" smallint;--> statement-breakpoint
CREATE INDEX "listings_features_idx" ON "listings" USING gin ("features");