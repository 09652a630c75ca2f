-- The price history keeps each change of status too, so that a sale or a let (with the price it closed
-- at, when the owner gives it) stays in the history when the home is listed again, by a change of
-- status or by deleting the listing and listing the same address anew (docs/decisions/042).
ALTER TABLE "listing_prices" ADD COLUMN "status" "listing_status";--> statement-breakpoint
ALTER TABLE "listing_prices" ADD COLUMN "close_price" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "close_price" integer;--> statement-breakpoint
-- A price closed at belongs to a home sold or let.
ALTER TABLE "listings" ADD CONSTRAINT "listings_close_price_when_closed" CHECK (
	"close_price" IS NULL OR "status" IN ('sold', 'let')
);--> statement-breakpoint
-- Listings from before: where each stands now, since its status last changed (the only change known).
INSERT INTO "listing_prices" ("listing_id", "price", "at", "status")
	SELECT "id", "effective_price", "status_changed_at", "status" FROM "listings" WHERE "status" <> 'active';--> statement-breakpoint
-- A home that is not sold or let has no price it closed at, whatever the statement said: a home listed
-- again leaves its sale's price in the history, not on the listing.
CREATE OR REPLACE FUNCTION clear_listing_close_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.status NOT IN ('sold', 'let') THEN
		NEW.close_price := NULL;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_clear_close_price BEFORE INSERT OR UPDATE OF status, close_price ON listings
	FOR EACH ROW EXECUTE FUNCTION clear_listing_close_price();--> statement-breakpoint
-- A row in the history for each change of status, with the price asked then and the price closed at;
-- a price closed at given (or corrected) later goes on the change of status it belongs to.
CREATE OR REPLACE FUNCTION record_listing_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NEW.status <> 'active' THEN
			INSERT INTO listing_prices (listing_id, price, at, status, close_price)
			VALUES (NEW.id, NEW.effective_price, NEW.listed_at, NEW.status, NEW.close_price);
		END IF;
	ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
		INSERT INTO listing_prices (listing_id, price, at, status, close_price)
		VALUES (NEW.id, NEW.effective_price, now(), NEW.status, NEW.close_price);
	ELSIF NEW.close_price IS DISTINCT FROM OLD.close_price THEN
		UPDATE listing_prices SET close_price = NEW.close_price WHERE id = (
			SELECT id FROM listing_prices WHERE listing_id = NEW.id AND status IS NOT NULL
			ORDER BY at DESC, id DESC LIMIT 1
		);
		IF NOT FOUND THEN
			INSERT INTO listing_prices (listing_id, price, at, status, close_price)
			VALUES (NEW.id, NEW.effective_price, NEW.status_changed_at, NEW.status, NEW.close_price);
		END IF;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_record_status AFTER INSERT OR UPDATE OF status, close_price ON listings
	FOR EACH ROW EXECUTE FUNCTION record_listing_status();--> statement-breakpoint
-- Relisting keeps the changes of status with the prices (app/models/listing.server.ts reads them back).
CREATE OR REPLACE FUNCTION archive_deleted_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO listing_archive (owner_id, address_key, listed_at, prices)
	SELECT OLD.user_ref, listing_address_key(OLD.address), OLD.listed_at,
		coalesce(
			jsonb_agg(
				jsonb_build_object('price', p.price, 'at', p.at, 'status', p.status, 'closePrice', p.close_price)
				ORDER BY p.at, p.status NULLS FIRST, p.id
			),
			'[]'::jsonb
		)
	FROM listing_prices p WHERE p.listing_id = OLD.id;
	RETURN OLD;
END
$$;
