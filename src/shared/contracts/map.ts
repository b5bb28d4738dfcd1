import { z } from 'zod';
import { MAP_COUNTRIES, MAP_SPORTS } from '@shared/constants';
import {
  DEMO_USERS_PAGE_DEFAULT,
  DEMO_USERS_PAGE_MAX,
  MAP_SKILL_LEVELS,
  MAP_USER_TYPES,
  NEARBY_DEFAULT_RADIUS_KM,
  NEARBY_MAX_RADIUS_KM,
} from '@shared/map';

// The live map's calls (SPEC §7 demo-users, plus the map's venues layer and tile settings).
// Query strings arrive as text: a blank value means "no filter" (SPEC §5), anything else must be
// one of the listed values or the call is refused with a 400 that says what is allowed.

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const choice = <const T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` }).optional(),
  );

/** "west,south,east,north" in degrees; west > east crosses the antimeridian. */
export type Bbox = { west: number; south: number; east: number; north: number };

const BBOX_MESSAGE =
  'bbox must be west,south,east,north in degrees (longitudes -180 to 180, latitudes -90 to 90, south ≤ north)';

const bbox = z.preprocess(
  blankToUndefined,
  z
    .string({ error: BBOX_MESSAGE })
    .transform((value, ctx): Bbox => {
      const parts = value.split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
      const [west, south, east, north] = parts as [number, number, number, number];
      const lngOk = (v: number) => Number.isFinite(v) && v >= -180 && v <= 180;
      const latOk = (v: number) => Number.isFinite(v) && v >= -90 && v <= 90;
      if (
        parts.length !== 4 ||
        !lngOk(west) ||
        !lngOk(east) ||
        !latOk(south) ||
        !latOk(north) ||
        south > north
      ) {
        ctx.addIssue({ code: 'custom', message: BBOX_MESSAGE });
        return z.NEVER;
      }
      return { west, south, east, north };
    })
    .optional(),
);

/** The filters the map panel sends (SPEC §2 "Map filters"); shared by list, stats and venues. */
export const mapFilters = z.object({
  search: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'search must be text' })
      .trim()
      .max(100, 'search must be at most 100 characters')
      .optional(),
  ),
  userType: choice(MAP_USER_TYPES, 'userType'),
  sport: choice(MAP_SPORTS, 'sport'),
  country: choice(MAP_COUNTRIES, 'country'),
  skillLevel: choice(MAP_SKILL_LEVELS, 'skillLevel'),
});
export type MapFilters = z.infer<typeof mapFilters>;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${DEMO_USERS_PAGE_MAX}`;

/** GET /api/demo-users: the filters, plus an optional bounding box and keyset pagination. */
export const demoUsersQuery = mapFilters.extend({
  bbox,
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(DEMO_USERS_PAGE_MAX, LIMIT_MESSAGE)
      .default(DEMO_USERS_PAGE_DEFAULT),
  ),
  /** The last id of the previous page (answered in the x-next-cursor header). */
  after: z.preprocess(blankToUndefined, z.uuid({ error: 'after must be a user id' }).optional()),
});
export type DemoUsersQuery = z.infer<typeof demoUsersQuery>;

const coordinate = (name: string, max: number) => {
  const message = `${name} must be a number between ${-max} and ${max}`;
  return z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).min(-max, message).max(max, message),
  );
};

const RADIUS_MESSAGE = `radius must be a number of km above 0 and at most ${NEARBY_MAX_RADIUS_KM}`;

/** GET /api/demo-users/nearby */
export const nearbyQuery = z.object({
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
  radius: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: RADIUS_MESSAGE })
      .positive(RADIUS_MESSAGE)
      .max(NEARBY_MAX_RADIUS_KM, RADIUS_MESSAGE)
      .default(NEARBY_DEFAULT_RADIUS_KM),
  ),
});
export type NearbyQuery = z.infer<typeof nearbyQuery>;

/** A person (or club, venue, sponsor…) on the map: SPEC §3 demo_users. */
export const demoUser = z.object({
  id: z.string(),
  name: z.string(),
  userType: z.string(),
  sport: z.string().nullable(),
  skillLevel: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  avatar: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type DemoUser = z.infer<typeof demoUser>;

/** A nearby answer: the demo user and its great-circle distance from the asked point. */
export const nearbyUser = demoUser.extend({ distanceKm: z.number() });
export type NearbyUser = z.infer<typeof nearbyUser>;

/** SPEC §3 "Map statistics response": counts arrive as strings, largest first. */
export const mapStats = z.object({
  userTypes: z.array(z.object({ userType: z.string(), count: z.string() })),
  countries: z.array(z.object({ country: z.string(), count: z.string() })),
  sports: z.array(z.object({ sport: z.string(), count: z.string() })),
});
export type MapStats = z.infer<typeof mapStats>;

/** A bookable venue (venues table) on the map; it opens its venue page. */
export const mapVenue = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  /** Full country name when it is one of the map countries, else the ISO code the venue stores. */
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  image: z.string().nullable(),
  pricePerHour: z.string(),
  rating: z.string(),
  reviewCount: z.number(),
  sports: z.array(z.string()),
});
export type MapVenue = z.infer<typeof mapVenue>;

/**
 * Tiles of one map style when a tiles setting is configured: a MapLibre style document, or a
 * raster tile template ({z}/{x}/{y}). Null means the embedded offline base map.
 */
export const tileSource = z.discriminatedUnion('type', [
  z.object({ type: z.literal('style'), url: z.string() }),
  z.object({
    type: z.literal('raster'),
    tiles: z.array(z.string()),
    tileSize: z.number(),
    attribution: z.string(),
  }),
]);
export type TileSource = z.infer<typeof tileSource>;

export const MAP_STYLES = ['satellite', 'streets', 'dark', 'light'] as const;
export type MapStyleId = (typeof MAP_STYLES)[number];

/** GET /api/map/config: which style buttons have real tiles behind them. */
export const mapConfig = z.object({
  tiles: z.object({
    satellite: tileSource.nullable(),
    streets: tileSource.nullable(),
    dark: tileSource.nullable(),
    light: tileSource.nullable(),
  }),
});
export type MapConfig = z.infer<typeof mapConfig>;
