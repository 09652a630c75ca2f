ALTER TABLE "moderation_cases" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "network_key" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "standing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "listings_created" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The new-account limit counts every listing an account created, deleted or not: a statement trigger
-- adds each statement's new listings to their owners' count (one update per owner, however many rows).
CREATE FUNCTION count_listings_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE users SET listings_created = users.listings_created + created.listings
	FROM (SELECT user_ref, count(*)::int AS listings FROM new_listings GROUP BY user_ref) AS created
	WHERE users.id = created.user_ref;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_count_listings_created AFTER INSERT ON listings
	REFERENCING NEW TABLE AS new_listings FOR EACH STATEMENT EXECUTE FUNCTION count_listings_created();--> statement-breakpoint
UPDATE users SET listings_created = counted.listings
FROM (SELECT user_ref, count(*)::int AS listings FROM listings GROUP BY user_ref) AS counted
WHERE users.id = counted.user_ref;
