-- Page change notices name what changed (app/models/page-changes.server.ts reads them): the
-- listings a statement inserted, changed or deleted (`listings <id> <id>…`), or the accounts whose
-- name or picture changed (`users <id>…`); `*` in place of the ids when there are more than 100 or
-- the table was emptied. Each server drops the kept pages of those listings and accounts at once,
-- and refreshes the pages that show sets of listings within seconds (app/utils/page-cache.server.ts).
-- One notice per statement, sent when its transaction commits. A trigger with transition tables
-- takes one kind of statement, hence one trigger per kind.
DROP TRIGGER IF EXISTS listings_pages_changed ON listings;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_pages_changed ON users;
--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_pages_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_page_change(kind text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF coalesce(array_length(ids, 1), 0) = 0 THEN
		RETURN;
	END IF;
	PERFORM pg_notify(
		'pages_changed',
		kind || ' ' || CASE WHEN array_length(ids, 1) > 100 THEN '*' ELSE array_to_string(ids, ' ') END
	);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_listing_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		PERFORM pg_notify('pages_changed', 'listings *');
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM notify_page_change('listings', ARRAY(SELECT DISTINCT id::text FROM old_rows));
	ELSE
		PERFORM notify_page_change('listings', ARRAY(SELECT DISTINCT id::text FROM new_rows));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_user_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM notify_page_change('users', ARRAY(SELECT DISTINCT id::text FROM old_rows));
	ELSE
		PERFORM notify_page_change('users', ARRAY(
			SELECT DISTINCT new_rows.id::text FROM new_rows JOIN old_rows USING (id)
			WHERE (new_rows.username, new_rows.email, new_rows.avatar) IS DISTINCT FROM (old_rows.username, old_rows.email, old_rows.avatar)
		));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_inserted_pages_changed AFTER INSERT ON listings
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_listing_pages_changed();
--> statement-breakpoint
CREATE TRIGGER listings_updated_pages_changed AFTER UPDATE ON listings
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_listing_pages_changed();
--> statement-breakpoint
CREATE TRIGGER listings_deleted_pages_changed AFTER DELETE ON listings
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_listing_pages_changed();
--> statement-breakpoint
CREATE TRIGGER listings_truncated_pages_changed AFTER TRUNCATE ON listings
	FOR EACH STATEMENT EXECUTE FUNCTION notify_listing_pages_changed();
--> statement-breakpoint
CREATE TRIGGER users_updated_pages_changed AFTER UPDATE ON users
	REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_pages_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted_pages_changed AFTER DELETE ON users
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_pages_changed();
