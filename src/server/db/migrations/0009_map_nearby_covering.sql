-- Nearby search from one covering index. The earthdistance index (0005) found the candidates,
-- but each one then cost a visit to its own heap page: people sign up in no spatial order, so a
-- 5 km circle in a city of a million-row table touched ~700 scattered pages. A GiST index on the
-- point keeps neighbours on the same index pages, and with the answer's columns INCLUDEd the
-- search is an index-only scan (~60 pages; heap visits only for rows changed since the last
-- vacuum). The price is a second copy of those columns, paid on writes, which the map's
-- read-mostly people table can afford. features/map/nearby.service.ts turns the circle into the
-- latitude/longitude box this index answers, and the exact haversine distance decides.
CREATE INDEX IF NOT EXISTS "demo_users_nearby_idx" ON "demo_users"
  USING gist (point("longitude", "latitude"))
  INCLUDE ("id", "name", "user_type", "sport", "skill_level", "address", "city", "country",
           "latitude", "longitude", "avatar", "description", "is_active", "created_at");
--> statement-breakpoint
DROP INDEX IF EXISTS "demo_users_earth_idx";
