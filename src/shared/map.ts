// The live map's vocabulary and SPEC §9 map constants, shared by the API and the web.

/** User types of the map (SPEC §2 "Map filters"); demo_users.user_type holds one of these. */
export const MAP_USER_TYPES = [
  'player',
  'venue',
  'coach',
  'team',
  'sponsor',
  'investor',
  'federation',
] as const;
export type MapUserType = (typeof MAP_USER_TYPES)[number];

/** Filter labels (SPEC §2). */
export const MAP_USER_TYPE_LABELS: Record<MapUserType, string> = {
  player: 'Players',
  venue: 'Venues',
  coach: 'Coaches',
  team: 'Teams',
  sponsor: 'Sponsors',
  investor: 'Investors',
  federation: 'Federations',
};

/** Marker colours by type (SPEC §2: player green … federation pink, anything else grey). */
export const MAP_USER_TYPE_COLORS: Record<MapUserType | 'other', string> = {
  player: '#16a34a',
  venue: '#2563eb',
  coach: '#f59e0b',
  team: '#dc2626',
  sponsor: '#9333ea',
  investor: '#f97316',
  federation: '#ec4899',
  other: '#6b7280',
};

/** Skill levels of the map (SPEC §2), with capitalised labels. */
export const MAP_SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'professional'] as const;
export type MapSkillLevel = (typeof MAP_SKILL_LEVELS)[number];

export const MAP_SKILL_LEVEL_LABELS: Record<MapSkillLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  professional: 'Professional',
};

/** SPEC §9 map view constants. */
export const MAP_DEFAULT_VIEW = { longitude: 15, latitude: 40, zoom: 3.5 } as const;
export const MAP_REGION_VIEWS = {
  europe: { longitude: 10, latitude: 50, zoom: 5 },
  middleEast: { longitude: 47, latitude: 25, zoom: 5 },
} as const;
export const MAP_ZOOM_HERE = 12;
export const MAP_LOCATED_ZOOM = 14;
export const MAP_POPUP_MAX_WIDTH = '380px';

/** Around You (SPEC §9): radius choices in km, the default, and the geolocation options. */
export const NEARBY_RADII_KM = [2, 5, 10, 25] as const;
export const NEARBY_DEFAULT_RADIUS_KM = 5;
export const NEARBY_MAX_RADIUS_KM = 100;
export const NEARBY_STALE_MS = 30_000;
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 60_000,
} as const;

/**
 * Rows one list call answers unless told otherwise (the map's own calls), and the most it may be
 * told. When a filter matches more than a page, the map shows that page and asks again for what
 * is in view as the user zooms in.
 */
export const DEMO_USERS_PAGE_DEFAULT = 1000;
export const DEMO_USERS_PAGE_MAX = 5000;
/** Most people one nearby call answers (nearest first). */
export const NEARBY_MAX_RESULTS = 1000;
/** Mean Earth radius (IUGG), the one the API's haversine distances use. */
export const EARTH_RADIUS_KM = 6371.0088;

/** ISO 3166-1 alpha-2 codes of the map countries (venues store codes, the map full names). */
export const MAP_COUNTRY_CODES = {
  'United Kingdom': 'GB',
  France: 'FR',
  Germany: 'DE',
  Spain: 'ES',
  Italy: 'IT',
  Turkey: 'TR',
  'United Arab Emirates': 'AE',
  'Saudi Arabia': 'SA',
  Qatar: 'QA',
} as const;
