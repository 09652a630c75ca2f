ALTER TABLE "listing_changes" ADD COLUMN "old_row" jsonb;--> statement-breakpoint
-- A change keeps the listing as it was, so the alert job can tell a listing that comes to match a saved
-- search from one that matched it already.
CREATE OR REPLACE FUNCTION listing_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO listing_changes (listing_id, new_price, new_status) VALUES (NEW.id, NEW.effective_price, NEW.status);
	ELSIF (NEW.effective_price, NEW.status, NEW.type, NEW.bedrooms, NEW.bathrooms, NEW.offer, NEW.parking, NEW.furnished,
			NEW.name, NEW.address, NEW.description, NEW.latitude, NEW.longitude)
		IS DISTINCT FROM (OLD.effective_price, OLD.status, OLD.type, OLD.bedrooms, OLD.bathrooms, OLD.offer, OLD.parking,
			OLD.furnished, OLD.name, OLD.address, OLD.description, OLD.latitude, OLD.longitude) THEN
		INSERT INTO listing_changes (listing_id, old_price, new_price, old_status, new_status, old_row)
		VALUES (NEW.id, OLD.effective_price, NEW.effective_price, OLD.status, NEW.status, to_jsonb(OLD));
	END IF;
	RETURN NULL;
END
$$;
