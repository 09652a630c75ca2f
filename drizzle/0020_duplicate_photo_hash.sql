-- Perceptual hashes of the stored photos, for the duplicate_photo hold (docs/decisions/031): a 64-bit
-- hash per photo, null until computed (new photos get it on upload; older ones from a background job,
-- which marks a file it cannot read or decode in phash_failed_at and does not try it again). Each 16-bit
-- band of the hash is indexed: hashes within 4r+3 bits of each other agree to within r bits on at least
-- one band, so a search looks up the few values near each of its bands and checks the whole distance
-- (bit_count) on those rows only. The band indexes are not partial: the planner estimates how many rows
-- a band value matches from an expression index's statistics only when the index covers the whole table.
ALTER TABLE "photos" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "phash_failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "photos_phash_band0_idx" ON "photos" USING btree ((("phash" >> 48) & 65535));--> statement-breakpoint
CREATE INDEX "photos_phash_band1_idx" ON "photos" USING btree ((("phash" >> 32) & 65535));--> statement-breakpoint
CREATE INDEX "photos_phash_band2_idx" ON "photos" USING btree ((("phash" >> 16) & 65535));--> statement-breakpoint
CREATE INDEX "photos_phash_band3_idx" ON "photos" USING btree (("phash" & 65535));--> statement-breakpoint
CREATE INDEX "photos_unhashed_idx" ON "photos" USING btree ("created_at") WHERE phash is null and phash_failed_at is null;