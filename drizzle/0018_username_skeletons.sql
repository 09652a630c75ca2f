-- What each username looks like (its confusable skeleton, Unicode TS #39), so that two names that look
-- alike cannot both exist. It is computed in the application from Unicode's table, so the rows of
-- existing accounts are filled at start-up (app/db/username-skeletons.server.ts), oldest first.
ALTER TABLE "users" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_skeleton_unique" ON "users" USING btree ("username_skeleton");