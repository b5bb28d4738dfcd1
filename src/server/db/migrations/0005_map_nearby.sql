-- The live map at scale: a spatial index for "nearby", and exact cached counts for the statistics.
-- Self-contained: it creates the extensions it needs (both ship with PostgreSQL's contrib and as
-- PGlite bundles, which src/server/db/client.ts loads).
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint

-- Nearby search: earth_box(center, r) @> ll_to_earth(latitude, longitude) finds the candidates
-- through this index; the exact haversine distance then decides (features/map/nearby.service.ts).
-- ll_to_earth is STRICT, so rows without coordinates are simply never candidates.
CREATE INDEX IF NOT EXISTS "demo_users_earth_idx" ON "demo_users"
  USING gist (ll_to_earth("latitude", "longitude"));
--> statement-breakpoint

-- demo_user_counts holds, per (type, country, sport, skill level), how many active demo users
-- there are. Statement-level triggers with transition tables keep it exact for every INSERT,
-- UPDATE, DELETE and TRUNCATE, in the same transaction, at the cost of one grouped upsert per
-- statement (a million-row INSERT ... SELECT pays it once).
CREATE OR REPLACE FUNCTION demo_user_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE demo_user_counts AS c
       SET count = c.count - o.n
      FROM (SELECT user_type, country, sport, skill_level, count(*) AS n
              FROM old_rows WHERE is_active
             GROUP BY user_type, country, sport, skill_level) AS o
     WHERE c.user_type = o.user_type
       AND c.country IS NOT DISTINCT FROM o.country
       AND c.sport IS NOT DISTINCT FROM o.sport
       AND c.skill_level IS NOT DISTINCT FROM o.skill_level;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO demo_user_counts AS c (user_type, country, sport, skill_level, count)
    SELECT user_type, country, sport, skill_level, count(*)
      FROM new_rows WHERE is_active
     GROUP BY user_type, country, sport, skill_level
    ON CONFLICT ON CONSTRAINT demo_user_counts_key
      DO UPDATE SET count = c.count + excluded.count;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM demo_user_counts WHERE count = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION demo_user_counts_reset() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM demo_user_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Rows that already exist when this migration runs.
INSERT INTO demo_user_counts (user_type, country, sport, skill_level, count)
SELECT user_type, country, sport, skill_level, count(*)
  FROM demo_users WHERE is_active
 GROUP BY user_type, country, sport, skill_level;
--> statement-breakpoint

CREATE TRIGGER demo_users_counts_insert AFTER INSERT ON demo_users
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION demo_user_counts_apply();
--> statement-breakpoint
CREATE TRIGGER demo_users_counts_update AFTER UPDATE ON demo_users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION demo_user_counts_apply();
--> statement-breakpoint
CREATE TRIGGER demo_users_counts_delete AFTER DELETE ON demo_users
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION demo_user_counts_apply();
--> statement-breakpoint
CREATE TRIGGER demo_users_counts_truncate AFTER TRUNCATE ON demo_users
  FOR EACH STATEMENT EXECUTE FUNCTION demo_user_counts_reset();
