-- Username skeletons now fold accents and the strokes and hooks of Latin letters (`ďemo`, `đemo`, `ᵭemo`)
-- and drop dots, dashes and underscores (`de_mo`, `demo.`). The stored keys were computed the old way:
-- empty them, and the next start computes them again (app/db/username-skeletons.server.ts), oldest
-- first, so that of two existing accounts that now look alike the older keeps the key.
UPDATE "users" SET "username_skeleton" = NULL;
