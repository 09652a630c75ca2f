ALTER TABLE "moderation_cases" ADD COLUMN "admins_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "network" text;--> statement-breakpoint
-- Open cases older than a quarter of an hour were told of by the mail of the schedule before this one.
UPDATE "moderation_cases" SET "admins_mailed_at" = "created_at"
	WHERE "resolved_at" IS NULL AND "created_at" < now() - interval '15 minutes';
