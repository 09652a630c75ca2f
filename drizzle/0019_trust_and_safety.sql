CREATE TYPE "public"."listing_moderation" AS ENUM('published', 'pending', 'removed');--> statement-breakpoint
CREATE TYPE "public"."moderation_case_kind" AS ENUM('listing', 'conversation');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('scam', 'wrong_details', 'unavailable', 'offensive', 'duplicate', 'other');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "moderation_case_kind" NOT NULL,
	"listing_id" uuid,
	"conversation_id" uuid,
	"reasons" text[] NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"conversation_id" uuid,
	"reporter_id" uuid,
	"reporter_key" text NOT NULL,
	"reason" "report_reason" NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "moderation" "listing_moderation" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "removal_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "asks_for_money" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_open_listing_unique" ON "moderation_cases" USING btree ("listing_id") WHERE resolved_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_open_conversation_unique" ON "moderation_cases" USING btree ("conversation_id") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "moderation_cases_open_idx" ON "moderation_cases" USING btree ("created_at") WHERE resolved_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_listing_reporter_unique" ON "reports" USING btree ("listing_id","reporter_key") WHERE listing_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_conversation_reporter_unique" ON "reports" USING btree ("conversation_id","reporter_key") WHERE conversation_id is not null;--> statement-breakpoint
-- The audit log is append-only: no update, no delete, no truncate, whoever asks (app/db/README.md).
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the audit log is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
	FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();--> statement-breakpoint
CREATE TRIGGER audit_log_never_emptied BEFORE TRUNCATE ON audit_log
	FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();--> statement-breakpoint
-- A change also counts when a listing comes to be shown or stops being shown (its moderation, its
-- owner's account), so a held listing that is approved reaches the alerts then, as a new listing does.
CREATE OR REPLACE FUNCTION listing_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO listing_changes (listing_id, new_price, new_status) VALUES (NEW.id, NEW.effective_price, NEW.status);
	ELSIF (NEW.effective_price, NEW.status, NEW.type, NEW.bedrooms, NEW.bathrooms, NEW.offer, NEW.parking, NEW.furnished,
			NEW.name, NEW.address, NEW.description, NEW.latitude, NEW.longitude, NEW.moderation, NEW.owner_active)
		IS DISTINCT FROM (OLD.effective_price, OLD.status, OLD.type, OLD.bedrooms, OLD.bathrooms, OLD.offer, OLD.parking,
			OLD.furnished, OLD.name, OLD.address, OLD.description, OLD.latitude, OLD.longitude, OLD.moderation,
			OLD.owner_active) THEN
		INSERT INTO listing_changes (listing_id, old_price, new_price, old_status, new_status, old_row)
		VALUES (NEW.id, OLD.effective_price, NEW.effective_price, OLD.status, NEW.status, to_jsonb(OLD));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Rows of listings as they were before a change (the alert job reads them as listings) were all published.
UPDATE "listing_changes" SET "old_row" = "old_row" || '{"moderation": "published"}'::jsonb WHERE "old_row" IS NOT NULL;
