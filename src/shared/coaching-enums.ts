/** Coaching (SPEC §3 coach_management), shared by the schema, the contract and the screens. */
export const COACHING_ENTITY_TYPES = ['player', 'team', 'esports_team'] as const;
export type CoachingEntityType = (typeof COACHING_ENTITY_TYPES)[number];

export const COACH_ROLES = [
  'head_coach',
  'assistant_coach',
  'fitness_coach',
  'mental_coach',
  'analyst',
] as const;
export type CoachRole = (typeof COACH_ROLES)[number];

/**
 * SPEC §3 has active, inactive and terminated; an offer starts `pending` until the other side
 * answers, and a refused offer is `declined`.
 */
export const COACHING_STATUSES = [
  'pending',
  'active',
  'inactive',
  'terminated',
  'declined',
] as const;
export type CoachingStatus = (typeof COACHING_STATUSES)[number];

/** Which side of a coaching record the caller is on. */
export type CoachingSide = 'coach' | 'entity';

/**
 * The moves each side may make from each status. The coached side answers an offer; either side
 * pauses or ends; only the coached side resumes a paused one (it is their consent again).
 */
export const COACHING_TRANSITIONS: Record<
  CoachingStatus,
  Record<CoachingSide, readonly CoachingStatus[]>
> = {
  pending: { coach: ['terminated'], entity: ['active', 'declined'] },
  active: { coach: ['inactive', 'terminated'], entity: ['inactive', 'terminated'] },
  inactive: { coach: ['terminated'], entity: ['active', 'terminated'] },
  terminated: { coach: [], entity: [] },
  declined: { coach: [], entity: [] },
};

export const COACH_ROLE_LABELS: Record<CoachRole, string> = {
  head_coach: 'Head coach',
  assistant_coach: 'Assistant coach',
  fitness_coach: 'Fitness coach',
  mental_coach: 'Mental coach',
  analyst: 'Analyst',
};

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
