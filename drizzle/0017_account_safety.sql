ALTER TYPE "public"."auth_token_purpose" ADD VALUE 'undo-email-change';--> statement-breakpoint
ALTER TYPE "public"."auth_token_purpose" ADD VALUE 'restore-account';--> statement-breakpoint
ALTER TYPE "public"."auth_token_purpose" ADD VALUE 'confirm-account-change';--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "owner_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- Rows of listings as they were before a change (the alert job reads them as listings): they were all
-- shown, as every listing was before its owner could delete the account and restore it.
UPDATE "listing_changes" SET "old_row" = "old_row" || '{"owner_active": true}'::jsonb WHERE "old_row" IS NOT NULL;
