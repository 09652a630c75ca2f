CREATE TYPE "public"."alert_frequency" AS ENUM('instant', 'daily', 'weekly');--> statement-breakpoint
CREATE TABLE "listing_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" uuid NOT NULL,
	"old_price" integer,
	"new_price" integer NOT NULL,
	"old_status" "listing_status",
	"new_status" "listing_status" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" "alert_frequency" DEFAULT 'daily' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"alerts_on" boolean DEFAULT true NOT NULL,
	"alerts_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_alert_matches" (
	"search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "search_alert_matches_search_id_listing_id_pk" PRIMARY KEY("search_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "saved_listings" ADD COLUMN "alerts_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_changes" ADD CONSTRAINT "listing_changes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alert_matches" ADD CONSTRAINT "search_alert_matches_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alert_matches" ADD CONSTRAINT "search_alert_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query_unique" ON "saved_searches" USING btree ("user_id","query");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_email_query_unique" ON "saved_searches" USING btree (lower("email"),"query") WHERE email is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "search_alert_matches_listing_idx" ON "search_alert_matches" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "search_alert_matches_unmailed_idx" ON "search_alert_matches" USING btree ("search_id","matched_at") WHERE mailed_at is null;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_member_or_address" CHECK ((user_id IS NULL) <> (email IS NULL));--> statement-breakpoint
-- A new listing, or a change a search can see (price, status, what the filters and the search term read),
-- is written down for the alert job, with the price and status before and after.
CREATE FUNCTION listing_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO listing_changes (listing_id, new_price, new_status) VALUES (NEW.id, NEW.effective_price, NEW.status);
	ELSIF (NEW.effective_price, NEW.status, NEW.type, NEW.bedrooms, NEW.bathrooms, NEW.offer, NEW.parking, NEW.furnished,
			NEW.name, NEW.address, NEW.description, NEW.latitude, NEW.longitude)
		IS DISTINCT FROM (OLD.effective_price, OLD.status, OLD.type, OLD.bedrooms, OLD.bathrooms, OLD.offer, OLD.parking,
			OLD.furnished, OLD.name, OLD.address, OLD.description, OLD.latitude, OLD.longitude) THEN
		INSERT INTO listing_changes (listing_id, old_price, new_price, old_status, new_status)
		VALUES (NEW.id, OLD.effective_price, NEW.effective_price, OLD.status, NEW.status);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_record_change AFTER INSERT OR UPDATE ON listings
	FOR EACH ROW EXECUTE FUNCTION listing_record_change();
