-- Relisting keeps its past: a deleted listing leaves its history here for 180 days, found again by its
-- owner and address when the owner lists the same home anew (app/models/listing.server.ts).
CREATE TABLE "listing_archive" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"address_key" text NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prices" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_archive_owner_address_idx" ON "listing_archive" USING btree ("owner_id","address_key");--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_address_key(address text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT btrim(regexp_replace(lower(address), '[^[:alnum:]]+', ' ', 'g'))
$$;--> statement-breakpoint
-- Before the row goes (its prices go with it, by the foreign key's cascade).
CREATE OR REPLACE FUNCTION archive_deleted_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO listing_archive (owner_id, address_key, listed_at, prices)
	SELECT OLD.user_ref, listing_address_key(OLD.address), OLD.listed_at,
		coalesce(jsonb_agg(jsonb_build_object('price', p.price, 'at', p.at) ORDER BY p.at, p.id), '[]'::jsonb)
	FROM listing_prices p WHERE p.listing_id = OLD.id;
	RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_archive_deleted BEFORE DELETE ON listings
	FOR EACH ROW EXECUTE FUNCTION archive_deleted_listing();
