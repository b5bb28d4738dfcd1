import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

export const sponsorType = pgEnum('sponsor_type', [
  'title',
  'presenting',
  'official',
  'partner',
  'supplier',
  'media',
]);
export const investorType = pgEnum('investor_type', [
  'individual',
  'vc',
  'pe',
  'corporate',
  'angel',
  'institutional',
]);
export const investorPreferredStage = pgEnum('investor_preferred_stage', [
  'seed',
  'early',
  'growth',
  'expansion',
  'mature',
]);
export const sponsorshipDealEntityType = pgEnum('sponsorship_deal_entity_type', [
  'team',
  'league',
  'federation',
  'venue',
  'event',
  'player',
  'esports_team',
  'esports_org',
]);
export const sponsorshipDealType = pgEnum('sponsorship_deal_type', [
  'title',
  'presenting',
  'official',
  'kit',
  'venue_naming',
  'event',
  'player_endorsement',
]);
export const sponsorshipDealStatus = pgEnum('sponsorship_deal_status', [
  'draft',
  'negotiation',
  'active',
  'expired',
  'terminated',
  'renewed',
]);
export const investmentDealTargetType = pgEnum('investment_deal_target_type', [
  'team',
  'league',
  'federation',
  'venue',
  'startup',
  'player',
  'esports_org',
  'technology',
]);
export const investmentDealType = pgEnum('investment_deal_type', [
  'equity',
  'debt',
  'convertible',
  'revenue_share',
  'sponsorship',
  'acquisition',
]);
export const investmentDealStatus = pgEnum('investment_deal_status', [
  'prospecting',
  'due_diligence',
  'negotiation',
  'closed',
  'active',
  'exited',
  'failed',
]);

const emptyTextArray = sql`'{}'::text[]`;

/** A sponsor-type user's company profile (SPEC §3 sponsors). Money in USD. */
export const sponsors = pgTable(
  'sponsors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // cascade: the profile belongs to the account; its deals (restrict) still block deletion.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: varchar('company_name', { length: 255 }).notNull(),
    industry: varchar('industry', { length: 100 }),
    description: text('description'),
    sponsorType: sponsorType('sponsor_type'),
    sponsorshipBudget: numeric('sponsorship_budget', { precision: 14, scale: 2 }),
    preferredSports: text('preferred_sports').array().notNull().default(emptyTextArray),
    preferredRegions: text('preferred_regions').array().notNull().default(emptyTextArray),
    targetDemographics: jsonb('target_demographics'),
    marketingObjectives: jsonb('marketing_objectives'),
    website: text('website'),
    contactEmail: varchar('contact_email', { length: 255 }),
    contactPhone: varchar('contact_phone', { length: 30 }),
    headquarters: varchar('headquarters', { length: 255 }),
    logo: text('logo'),
    brandGuidelines: jsonb('brand_guidelines'),
    marketingAssets: jsonb('marketing_assets'),
    isVerified: boolean('is_verified').notNull().default(false),
    verificationDocuments: jsonb('verification_documents'),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    activeDeals: integer('active_deals').notNull().default(0),
    totalInvestment: numeric('total_investment', { precision: 14, scale: 2 })
      .notNull()
      .default('0'),
    reachMetrics: jsonb('reach_metrics'),
    ...timestamps,
  },
  (t) => [
    index('sponsors_user_id_idx').on(t.userId),
    check('sponsors_rating_check', sql`${t.rating} between 0 and 5`),
    check('sponsors_active_deals_check', sql`${t.activeDeals} >= 0`),
  ],
);

/** An investor-type user's profile (SPEC §3 investors). Money in USD. */
export const investors = pgTable(
  'investors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    investorName: varchar('investor_name', { length: 255 }).notNull(),
    investorType: investorType('investor_type'),
    investmentFocus: text('investment_focus').array().notNull().default(emptyTextArray),
    minimumInvestment: numeric('minimum_investment', { precision: 14, scale: 2 }),
    maximumInvestment: numeric('maximum_investment', { precision: 14, scale: 2 }),
    preferredStage: investorPreferredStage('preferred_stage'),
    preferredSports: text('preferred_sports').array().notNull().default(emptyTextArray),
    preferredRegions: text('preferred_regions').array().notNull().default(emptyTextArray),
    investmentCriteria: jsonb('investment_criteria'),
    portfolioCompanies: jsonb('portfolio_companies'),
    exitStrategy: text('exit_strategy'),
    bio: text('bio'),
    expertise: text('expertise').array().notNull().default(emptyTextArray),
    linkedinProfile: text('linkedin_profile'),
    website: text('website'),
    isAccredited: boolean('is_accredited').notNull().default(false),
    accreditationDocuments: jsonb('accreditation_documents'),
    trackRecord: jsonb('track_record'),
    // A reserved word in SQL; Drizzle always quotes identifiers, raw SQL must too.
    references: jsonb('references'),
    totalInvested: numeric('total_invested', { precision: 14, scale: 2 }).notNull().default('0'),
    activeInvestments: integer('active_investments').notNull().default(0),
    successfulExits: integer('successful_exits').notNull().default(0),
    /** Percent; may be negative. */
    averageROI: numeric('average_roi', { precision: 7, scale: 2 }),
    ...timestamps,
  },
  (t) => [
    index('investors_user_id_idx').on(t.userId),
    check(
      'investors_investment_range_check',
      sql`coalesce(${t.minimumInvestment}, 0) >= 0 and ${t.maximumInvestment} >= coalesce(${t.minimumInvestment}, 0)`,
    ),
    check('investors_counts_check', sql`${t.activeInvestments} >= 0 and ${t.successfulExits} >= 0`),
  ],
);

/**
 * A sponsor's deal with a team, league, venue, player… `entity_id` points into the table named by
 * `entity_type` (an 'event' is a game or an esports tournament), so it has no foreign key.
 */
export const sponsorshipDeals = pgTable(
  'sponsorship_deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // restrict: contracts are money history.
    sponsorId: uuid('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'restrict' }),
    entityType: sponsorshipDealEntityType('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    dealName: varchar('deal_name', { length: 255 }).notNull(),
    dealType: sponsorshipDealType('deal_type'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    autoRenew: boolean('auto_renew').notNull().default(false),
    contractTerms: jsonb('contract_terms'),
    deliverables: jsonb('deliverables'),
    rightsGranted: jsonb('rights_granted'),
    exclusivity: boolean('exclusivity').notNull().default(false),
    kpis: jsonb('kpis'),
    performanceMetrics: jsonb('performance_metrics'),
    status: sponsorshipDealStatus('status').notNull().default('draft'),
    signedDate: date('signed_date', { mode: 'string' }),
    documents: jsonb('documents'),
    ...timestamps,
  },
  (t) => [
    index('sponsorship_deals_sponsor_id_idx').on(t.sponsorId),
    index('sponsorship_deals_entity_idx').on(t.entityType, t.entityId),
    index('sponsorship_deals_status_idx').on(t.status),
    check('sponsorship_deals_amount_check', sql`${t.amount} >= 0`),
    check('sponsorship_deals_date_range_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * An investor's deal. `target_id` points into the table named by `target_type` and is null for
 * targets outside the platform ('startup', 'technology'), described by the deal itself.
 */
export const investmentDeals = pgTable(
  'investment_deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'restrict' }),
    targetType: investmentDealTargetType('target_type').notNull(),
    targetId: uuid('target_id'),
    dealName: varchar('deal_name', { length: 255 }).notNull(),
    investmentType: investmentDealType('investment_type'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    valuation: numeric('valuation', { precision: 14, scale: 2 }),
    ownershipPercentage: numeric('ownership_percentage', { precision: 5, scale: 2 }),
    terms: jsonb('terms'),
    milestones: jsonb('milestones'),
    exitStrategy: text('exit_strategy'),
    boardSeat: boolean('board_seat').notNull().default(false),
    dueDiligence: jsonb('due_diligence'),
    riskAssessment: jsonb('risk_assessment'),
    status: investmentDealStatus('status').notNull().default('prospecting'),
    closingDate: date('closing_date', { mode: 'string' }),
    exitDate: date('exit_date', { mode: 'string' }),
    /** Percent; may be negative. */
    roi: numeric('roi', { precision: 7, scale: 2 }),
    documents: jsonb('documents'),
    ...timestamps,
  },
  (t) => [
    index('investment_deals_investor_id_idx').on(t.investorId),
    index('investment_deals_target_idx').on(t.targetType, t.targetId),
    index('investment_deals_status_idx').on(t.status),
    check('investment_deals_amount_check', sql`${t.amount} >= 0 and ${t.valuation} >= 0`),
    check('investment_deals_ownership_check', sql`${t.ownershipPercentage} between 0 and 100`),
    check('investment_deals_date_range_check', sql`${t.exitDate} >= ${t.closingDate}`),
  ],
);
