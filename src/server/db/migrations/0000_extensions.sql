-- Extensions the schema relies on; both ship with PostgreSQL's contrib and as PGlite bundles.
-- btree_gist: equality on plain columns inside the bookings exclusion constraint.
-- pg_trgm: trigram indexes for case-insensitive venue and people search.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
