CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"listing_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"url" text PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"widths" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_owner_idx" ON "photos" USING btree ("owner_id");--> statement-breakpoint
-- Photos stored before this table: a width variant shown in a listing or as an avatar becomes its
-- canonical photo, and each photo of the local store is recorded as its first user's (the oldest
-- listing or account showing it). Photos on UploadThing from before stay unrecorded: they are
-- treated like addresses of other hosts, never deleted.
UPDATE "listings" SET "image_urls" = ARRAY(
	SELECT regexp_replace(url, '^(/uploads/[A-Za-z0-9_-]+)\.w[0-9]+\.webp$', '\1.webp')
	FROM unnest("image_urls") WITH ORDINALITY AS given(url, position) ORDER BY position
) WHERE EXISTS (SELECT 1 FROM unnest("image_urls") AS given(url) WHERE url ~ '^/uploads/[A-Za-z0-9_-]+\.w[0-9]+\.webp$');
--> statement-breakpoint
UPDATE "users" SET "avatar" = regexp_replace("avatar", '^(/uploads/[A-Za-z0-9_-]+)\.w[0-9]+\.webp$', '\1.webp')
WHERE "avatar" ~ '^/uploads/[A-Za-z0-9_-]+\.w[0-9]+\.webp$';
--> statement-breakpoint
INSERT INTO "photos" ("url", "owner_id", "widths", "created_at")
SELECT DISTINCT ON (url) url, owner, ARRAY[400, 800, 1200], since FROM (
	SELECT given.url, "listings"."user_ref" AS owner, "listings"."created_at" AS since
	FROM "listings", unnest("listings"."image_urls") AS given(url)
	UNION ALL
	SELECT "avatar", "id", "created_at" FROM "users"
) AS shown
WHERE url ~ '^/uploads/[A-Za-z0-9_-]+\.webp$'
ORDER BY url, since;
