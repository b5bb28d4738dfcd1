import { z } from 'zod';
import { idParam } from './common';
import { isoDate } from './venues';

/**
 * Sponsors and sponsorship deals (SPEC §3 sponsors, sponsorship_deals; issue 15). The SPEC's
 * entity type `event` is left out: a game or tournament is too short-lived to carry a season's
 * deal, and its organiser can be sponsored as a player instead.
 */

export const SPONSOR_TYPES = [
  'title',
  'presenting',
  'official',
  'partner',
  'supplier',
  'media',
] as const;
export const SPONSORABLE_TYPES = [
  'team',
  'league',
  'federation',
  'venue',
  'player',
  'esports_team',
  'esports_org',
] as const;
export type SponsorableType = (typeof SPONSORABLE_TYPES)[number];
export const DEAL_TYPES = [
  'title',
  'presenting',
  'official',
  'kit',
  'venue_naming',
  'event',
  'player_endorsement',
] as const;
export type DealType = (typeof DEAL_TYPES)[number];
export const DEAL_STATUSES = [
  'draft',
  'negotiation',
  'active',
  'expired',
  'terminated',
  'renewed',
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
/** KPIs whose delivered figure Matchday computes from its own data. */
export const KPI_METRICS = [
  'followers_gained',
  'check_ins',
  'bookings',
  'games_played',
  'brand_mentions',
] as const;
export type KpiMetric = (typeof KPI_METRICS)[number];
/** Which KPIs Matchday can measure for each kind of entity; others are refused at proposal. */
export const KPIS_BY_TYPE: Record<SponsorableType, readonly KpiMetric[]> = {
  team: ['followers_gained', 'games_played', 'brand_mentions'],
  league: ['followers_gained', 'games_played', 'brand_mentions'],
  federation: ['followers_gained', 'brand_mentions'],
  venue: ['followers_gained', 'check_ins', 'bookings', 'brand_mentions'],
  player: ['followers_gained', 'check_ins', 'games_played', 'brand_mentions'],
  esports_team: ['followers_gained', 'brand_mentions'],
  esports_org: ['followers_gained', 'brand_mentions'],
};
export const DEAL_SIDES = ['sponsor', 'entity'] as const;
export type DealSide = (typeof DEAL_SIDES)[number];

export const SPONSOR_NOT_FOUND = 'There is no such sponsor';
export const NO_SPONSOR_PROFILE = 'Create your sponsor profile first';
export const DEAL_NOT_FOUND = 'There is no such deal';
export const ENTITY_NOT_FOUND = 'There is nothing to sponsor here';

const MAX_AMOUNT = 999_999_999_999;
const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_AMOUNT, `${label} is too large`);
const words = z.array(z.string().trim().min(1).max(100)).max(20);
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** POST /api/sponsors: my company profile, created or replaced. */
export const sponsorProfileBody = z.object({
  companyName: z.string().trim().min(2, 'Company name must be at least 2 characters').max(255),
  industry: optionalText(100),
  description: optionalText(5000),
  sponsorType: z.enum(SPONSOR_TYPES, { error: 'Choose a sponsor type from the list' }).nullish(),
  sponsorshipBudget: money('Budget').nullish(),
  preferredSports: words.default([]),
  preferredRegions: words.default([]),
  targetDemographics: words.default([]),
  marketingObjectives: words.default([]),
  website: z.url({ error: 'Website must be a web address' }).max(500).nullish().or(z.literal('')),
  contactEmail: z
    .email({ error: 'Contact e-mail is not valid' })
    .max(255)
    .nullish()
    .or(z.literal('')),
  contactPhone: optionalText(30),
  headquarters: optionalText(255),
  logo: z.string().max(500).nullish(),
});
export type SponsorProfileBody = z.input<typeof sponsorProfileBody>;
export type SponsorProfileInput = z.output<typeof sponsorProfileBody>;

export const entityRef = z.object({
  entityType: z.enum(SPONSORABLE_TYPES),
  entityId: z.string(),
  name: z.string(),
});
export type EntityRef = z.infer<typeof entityRef>;

export const sponsorView = z.object({
  id: z.string(),
  userId: z.string(),
  companyName: z.string(),
  industry: z.string().nullable(),
  description: z.string().nullable(),
  sponsorType: z.enum(SPONSOR_TYPES).nullable(),
  sponsorshipBudget: z.number().nullable(),
  preferredSports: z.array(z.string()),
  preferredRegions: z.array(z.string()),
  targetDemographics: z.array(z.string()),
  marketingObjectives: z.array(z.string()),
  website: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  headquarters: z.string().nullable(),
  logo: z.string().nullable(),
  isVerified: z.boolean(),
  activeDeals: z.number(),
  /** What the sponsor backs today: the entities of its active deals. */
  sponsoring: z.array(entityRef.extend({ dealType: z.enum(DEAL_TYPES).nullable() })),
});
export type SponsorView = z.infer<typeof sponsorView>;

/** GET /api/sponsors/discover */
export const discoverQuery = z.object({
  entityType: z
    .enum(SPONSORABLE_TYPES, { error: 'Choose what to discover from the list' })
    .optional(),
  sportId: idParam('Choose a sport from the list').optional(),
  region: z.string().trim().max(100).optional(),
  q: z.string().trim().max(100).optional(),
});
export type DiscoverQuery = z.input<typeof discoverQuery>;

/** Reach figures, counted from Matchday's rows (never typed in). */
export const reach = z.object({
  followers: z.number(),
  members: z.number(),
  bookings: z.number(),
  checkIns: z.number(),
  gamesPlayed: z.number(),
});
export type Reach = z.infer<typeof reach>;

export const discoverItem = entityRef.extend({
  imageUrl: z.string().nullable(),
  sportName: z.string().nullable(),
  region: z.string().nullable(),
  reach,
  /** One figure to sort by: followers + members + games played (+ check-ins for a venue). */
  audience: z.number(),
});
export type DiscoverItem = z.infer<typeof discoverItem>;

const kpi = z.object({
  metric: z.enum(KPI_METRICS, { error: 'Choose a KPI from the list' }),
  target: z.number({ error: 'A KPI target must be a number' }).int().min(1).max(10_000_000),
});
const deliverableTitles = z
  .array(z.string().trim().min(2, 'Each deliverable needs a title').max(200))
  .max(30, 'At most 30 deliverables');

/** POST /api/sponsorship-deals: the sponsor's draft. */
export const createDealBody = z
  .object({
    entityType: z.enum(SPONSORABLE_TYPES, { error: 'Choose what to sponsor from the list' }),
    entityId: z.uuid({ error: ENTITY_NOT_FOUND }),
    dealName: z.string().trim().min(3, 'Deal name must be at least 3 characters').max(255),
    dealType: z.enum(DEAL_TYPES, { error: 'Choose a deal type from the list' }),
    amount: money('Amount'),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code like USD')
      .default('USD'),
    startDate: isoDate,
    endDate: isoDate,
    exclusivity: z.boolean().default(false),
    deliverables: deliverableTitles.default([]),
    kpis: z.array(kpi).max(5, 'At most 5 KPIs').default([]),
  })
  .refine((d) => d.endDate >= d.startDate, {
    message: 'The end date must not be before the start date',
    path: ['endDate'],
  });
export type CreateDealBody = z.input<typeof createDealBody>;
export type CreateDealInput = z.output<typeof createDealBody>;

/**
 * POST /api/sponsorship-deals/{id}/status. Moving a negotiation to `negotiation` again is a
 * counter-offer and must change at least one term.
 */
export const dealStatusBody = z.object({
  status: z.enum(DEAL_STATUSES, { error: 'Choose a status from the list' }),
  amount: money('Amount').optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  deliverables: deliverableTitles.optional(),
});
export type DealStatusBody = z.input<typeof dealStatusBody>;
export type DealStatusInput = z.output<typeof dealStatusBody>;

/** POST /api/sponsorship-deals/{id}/deliverables/{deliverableId} */
export const deliverableBody = z.object({
  done: z.boolean({ error: 'Say whether it is done' }),
  evidenceUrl: z.url({ error: 'Evidence must be a link or an uploaded photo' }).max(1000).nullish(),
  evidenceNote: z.string().trim().max(500).nullish(),
});
export type DeliverableBody = z.input<typeof deliverableBody>;
export const deliverableParams = z.object({
  id: z.uuid({ error: DEAL_NOT_FOUND }),
  deliverableId: z.uuid({ error: 'There is no such deliverable' }),
});

export const deliverableView = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  doneAt: z.string().nullable(),
  evidenceUrl: z.string().nullable(),
  evidenceNote: z.string().nullable(),
});
export type DeliverableView = z.infer<typeof deliverableView>;

export const kpiView = z.object({
  metric: z.enum(KPI_METRICS),
  target: z.number(),
  delivered: z.number(),
});
export type KpiView = z.infer<typeof kpiView>;

export const historyView = z.object({
  id: z.string(),
  action: z.string(),
  side: z.enum(DEAL_SIDES).nullable(),
  actorName: z.string().nullable(),
  fromStatus: z.enum(DEAL_STATUSES).nullable(),
  toStatus: z.enum(DEAL_STATUSES),
  changes: z.record(z.string(), z.unknown()).nullable(),
  relatedDealId: z.string().nullable(),
  at: z.string(),
});
export type HistoryView = z.infer<typeof historyView>;

export const dealSummary = z.object({
  id: z.string(),
  sponsorId: z.string(),
  sponsorName: z.string(),
  entity: entityRef,
  dealName: z.string(),
  dealType: z.enum(DEAL_TYPES).nullable(),
  amount: z.number(),
  currency: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  exclusivity: z.boolean(),
  status: z.enum(DEAL_STATUSES),
  /** The caller's side of the deal. */
  side: z.enum(DEAL_SIDES),
  /** In a negotiation, the side that must answer next; null otherwise. */
  turn: z.enum(DEAL_SIDES).nullable(),
  /** The statuses the caller may move the deal to now. */
  allowed: z.array(z.enum(DEAL_STATUSES)),
  createdAt: z.string(),
});
export type DealSummary = z.infer<typeof dealSummary>;

export const dealView = dealSummary.extend({
  deliverables: z.array(deliverableView),
  kpis: z.array(kpiView),
  history: z.array(historyView),
});
export type DealView = z.infer<typeof dealView>;
