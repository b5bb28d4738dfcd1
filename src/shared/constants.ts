// SPEC §9 numbers and lists, and the enumerations of SPEC §3 that both sides need.

export const PRODUCT_NAME = 'Matchday';
export const COPYRIGHT_YEAR = 2024;

export const PASSWORD_MIN_LENGTH = 6;
export const TEAM_MAX_MEMBERS_DEFAULT = 10;
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_CURRENCY = 'USD';

export const USER_TYPES = [
  'player',
  'venue_owner',
  'team_manager',
  'league_admin',
  'federation_official',
  'sponsor',
  'fan',
  'esports_player',
  'investor',
  'coach',
] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_TYPE_LABELS: Record<UserType, string> = {
  player: 'Player',
  venue_owner: 'Venue Owner',
  team_manager: 'Team Manager',
  league_admin: 'League Admin',
  federation_official: 'Federation Official',
  sponsor: 'Sponsor',
  fan: 'Fan',
  esports_player: 'Esports Player',
  investor: 'Investor',
  coach: 'Coach',
};

/** Role-selection card ids (SPEC §6) and the user type each one stands for. */
export const ROLE_IDS = [
  'player',
  'venue',
  'team',
  'league',
  'federation',
  'sponsor',
  'fan',
  'esports',
  'investor',
  'coach',
] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export const ROLE_USER_TYPE: Record<RoleId, UserType> = {
  player: 'player',
  venue: 'venue_owner',
  team: 'team_manager',
  league: 'league_admin',
  federation: 'federation_official',
  sponsor: 'sponsor',
  fan: 'fan',
  esports: 'esports_player',
  investor: 'investor',
  coach: 'coach',
};

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const VERIFICATION_BADGES = [
  'none',
  'player',
  'venue',
  'team',
  'league',
  'federation',
  'sponsor',
  'investor',
  'esports',
] as const;

export const SUBSCRIPTION_TIERS = ['free', 'basic', 'pro', 'premium', 'enterprise'] as const;

/** The 24 sports of the map filter (SPEC §9). */
export const MAP_SPORTS = [
  'Football',
  'Tennis',
  'Basketball',
  'Swimming',
  'Rugby',
  'Cricket',
  'Handball',
  'Cycling',
  'Athletics',
  'Volleyball',
  'Ice Hockey',
  'Golf',
  'Camel Racing',
  'Equestrian',
  'Rally',
  'Formula 1',
  'Motorsport',
  'Padel',
  'Wrestling',
  'Water Polo',
  'Skiing',
  'Sailing',
  'Gymnastics',
  'Esports',
] as const;

/** Sports the booking form offers (SPEC §9). */
export const BOOKING_SPORTS = ['Basketball', 'Soccer', 'Tennis', 'Volleyball'] as const;

/** Countries of the map filter (SPEC §9). */
export const MAP_COUNTRIES = [
  'United Kingdom',
  'France',
  'Germany',
  'Spain',
  'Italy',
  'Turkey',
  'United Arab Emirates',
  'Saudi Arabia',
  'Qatar',
] as const;

/** Booking slots: every 30 minutes from 09:00 to 22:30 (SPEC §9). */
export const SLOT_MINUTES = 30;
export const FIRST_SLOT = '09:00';
export const LAST_SLOT = '22:30';

export const DASHBOARD_POSTS = 3;
export const DASHBOARD_GAMES = 3;
export const DASHBOARD_VENUES = 2;
export const POST_IMAGES_SHOWN = 4;
export const VENUE_SKELETON_CARDS = 6;
export const UNAUTHORIZED_REDIRECT_MS = 500;

export const SERVICE_FEE = '0.00';

/** Toasts (SPEC §9). */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
// SPEC §9's tooltip timings, for the Radix Tooltip.Provider around the first tooltip the app gets
// (none today: the provider alone brought 9 kB gzip of positioning code into every first load).
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Image uploads: what the server accepts (checked on the bytes, not the file name). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 25_000_000;
export const UPLOAD_MAX_SIDE = 10_000;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Bookings: a pending booking holds its slot this long while it is paid for. */
export const BOOKING_HOLD_MINUTES = 15;
/** A paid booking cancelled at least this long before its start is refunded; later, it is not. */
export const FREE_CANCELLATION_HOURS = 24;
/** How far ahead a slot may be booked. */
export const BOOKING_MAX_DAYS_AHEAD = 180;
/** Venues list: results per page (the API allows up to VENUE_PAGE_SIZE_MAX). */
export const VENUE_PAGE_SIZE = 12;
export const VENUE_PAGE_SIZE_MAX = 50;
/** Shown when a venue has no picture, or its picture fails to load. */
export const VENUE_FALLBACK_IMAGE = '/images/venues/fallback.svg';

/** Amenities with an icon on the venue page (SPEC §2); owners may add others as free text. */
export const VENUE_AMENITIES = [
  'wifi',
  'parking',
  'cafe',
  'showers',
  'lockers',
  'changing rooms',
  'floodlights',
  'equipment rental',
  'pro shop',
  'wheelchair access',
  'air conditioning',
  'spectator seating',
] as const;

/**
 * The id of the JSON block in which the server writes who is signed in into the page it sends,
 * so the app starts without asking `GET /api/auth/user` first (ADR 021).
 */
export const SESSION_ELEMENT_ID = 'matchday-session';

/**
 * The element of a server-rendered page that holds the query cache its markup was rendered
 * from (JSON), for the app to start with before it takes the markup over (ADR 021).
 */
export const PAGE_STATE_ELEMENT_ID = 'matchday-state';
