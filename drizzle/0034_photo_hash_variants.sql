DROP INDEX "photos_unhashed_idx";--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "phash_crop5" bigint;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "phash_crop10" bigint;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "phash_mirror" bigint;--> statement-breakpoint
CREATE INDEX "photos_phash_crop5_band0_idx" ON "photos" USING btree ((("phash_crop5" >> 48) & 65535));--> statement-breakpoint
CREATE INDEX "photos_phash_crop5_band1_idx" ON "photos" USING btree ((("phash_crop5" >> 32) & 65535));--> statement-breakpoint
CREATE INDEX "photos_phash_crop5_band2_idx" ON "photos" USING btree ((("phash_crop5" >> 16) & 65535));--> statement-breakpoint
CREATE INDEX "photos_phash_crop5_band3_idx" ON "photos" USING btree (("phash_crop5" & 65535));--> statement-breakpoint
CREATE INDEX "photos_phash_crop10_band0_idx" ON "photos" USING btree ((("phash_crop10" >> 48) & 65535));--> statement-breakpoint
CREATE INDEX "photos_phash_crop10_band1_idx" ON "photos" USING btree ((("phash_crop10" >> 32) & 65535));--> statement-breakpoint
CREATE INDEX "photos_phash_crop10_band2_idx" ON "photos" USING btree ((("phash_crop10" >> 16) & 65535));--> statement-breakpoint
CREATE INDEX "photos_phash_crop10_band3_idx" ON "photos" USING btree (("phash_crop10" & 65535));--> statement-breakpoint
CREATE INDEX "photos_unhashed_idx" ON "photos" USING btree ("created_at") WHERE (phash is null or phash_mirror is null) and phash_failed_at is null;