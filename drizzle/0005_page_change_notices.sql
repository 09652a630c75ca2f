-- Public pages show listings and their owners' names and pictures. Whatever changes them, through
-- whichever replica, sends a notice on the channel `pages_changed` when its transaction commits;
-- every server listens and drops the anonymous pages it keeps (app/models/page-changes.server.ts).
CREATE OR REPLACE FUNCTION notify_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('pages_changed', TG_TABLE_NAME);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listings
	FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
--> statement-breakpoint
CREATE TRIGGER users_pages_changed AFTER UPDATE OF username, email, avatar OR DELETE ON users
	FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
