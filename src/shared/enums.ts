// SPEC §3 enumerations that the web shows or sends (badges, filters, forms). The database enums
// in src/server/db/schema are built from these arrays, so both sides always agree on the values.
// Enumerations only the server needs stay in the schema files.

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const GAME_STATUSES = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** `requested`: asked to join a private game through its invite link; the organiser answers. */
export const GAME_PARTICIPANT_STATUSES = [
  'invited',
  'accepted',
  'declined',
  'waitlist',
  'requested',
] as const;
export type GameParticipantStatus = (typeof GAME_PARTICIPANT_STATUSES)[number];

/** How a game went for one player (self-reported after the start; feeds the win rate). */
export const GAME_RESULTS = ['win', 'loss', 'draw'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

/** A request to join a private team, decided by its captain. */
export const TEAM_JOIN_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type TeamJoinRequestStatus = (typeof TEAM_JOIN_REQUEST_STATUSES)[number];

export const TEAM_TYPES = ['amateur', 'semi_pro', 'professional', 'youth', 'recreational'] as const;
export type TeamType = (typeof TEAM_TYPES)[number];

export const TEAM_MEMBER_ROLES = ['member', 'captain', 'admin', 'coach', 'staff'] as const;
export type TeamMemberRole = (typeof TEAM_MEMBER_ROLES)[number];

/** What a user can follow besides another user (SPEC §3 entity_follows). */
export const FOLLOW_ENTITY_TYPES = [
  'team',
  'league',
  'federation',
  'venue',
  'esports_team',
  'esports_org',
  'sponsor',
] as const;
export type FollowEntityType = (typeof FOLLOW_ENTITY_TYPES)[number];

export const CHAT_MESSAGE_TYPES = ['text', 'image', 'file'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

export const CONVERSATION_KINDS = ['direct', 'team', 'game'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const NOTIFICATION_TYPES = ['booking', 'game', 'team', 'social', 'payment'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const LEAGUE_TYPES = [
  'local',
  'regional',
  'national',
  'international',
  'youth',
  'amateur',
  'professional',
] as const;
export type LeagueType = (typeof LEAGUE_TYPES)[number];

export const LEAGUE_FORMATS = [
  'round_robin',
  'knockout',
  'swiss',
  'groups',
  'ladder',
  'custom',
] as const;
export type LeagueFormat = (typeof LEAGUE_FORMATS)[number];

export const LEAGUE_STATUSES = [
  'planning',
  'registration',
  'ongoing',
  'completed',
  'cancelled',
] as const;
export type LeagueStatus = (typeof LEAGUE_STATUSES)[number];

/** How teams level on points are separated (issue 12): the Premier League's or La Liga's way. */
export const STANDINGS_RULES = ['points_gd_gf', 'points_h2h'] as const;
export type StandingsRule = (typeof STANDINGS_RULES)[number];

/**
 * awaiting_payment: a captain asked to join a league with a registration fee and has not paid it
 * yet; the request reaches the admin (pending) only once the fee is paid.
 */
export const LEAGUE_TEAM_STATUSES = [
  'awaiting_payment',
  'pending',
  'accepted',
  'declined',
] as const;
export type LeagueTeamStatus = (typeof LEAGUE_TEAM_STATUSES)[number];

export const FIXTURE_STATUSES = ['scheduled', 'played', 'postponed', 'cancelled'] as const;
export type FixtureStatus = (typeof FIXTURE_STATUSES)[number];

/**
 * A payment order (anything paid for but a whole booking): pending until paid; failed when the
 * last card was declined (it can still be paid); refunded after the money went back; cancelled
 * when what it paid for no longer wants it (a payment landing then is refunded).
 */
export const PAYMENT_ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'refunded',
  'cancelled',
] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];
export const FEDERATION_TYPES = [
  'local',
  'state',
  'national',
  'international',
  'continental',
] as const;
export type FederationType = (typeof FEDERATION_TYPES)[number];

/** A club (team) joining a federation, or a league asking to be sanctioned by one. */
export const AFFILIATION_KINDS = ['club', 'league'] as const;
export type AffiliationKind = (typeof AFFILIATION_KINDS)[number];
export const AFFILIATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type AffiliationStatus = (typeof AFFILIATION_STATUSES)[number];

/** A share of a split booking (issue 16): paid by its holder, or by the booker at the deadline. */
export const SHARE_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

/**
 * A split booking while its shares come in (`collecting`), being settled at the deadline
 * (`settling`: the booker is being charged the rest), fully paid (`complete`), or given up
 * (`failed`: the backstop charge was declined; `cancelled`: the booking was cancelled).
 */
export const SPLIT_STATUSES = [
  'collecting',
  'settling',
  'complete',
  'failed',
  'cancelled',
] as const;
export type SplitStatus = (typeof SPLIT_STATUSES)[number];
