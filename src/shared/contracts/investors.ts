import { z } from 'zod';

/** Investor profiles and investment deals (SPEC §3 investors, investment_deals; issue 15). */

export const INVESTOR_TYPES = [
  'individual',
  'vc',
  'pe',
  'corporate',
  'angel',
  'institutional',
] as const;
export const INVESTOR_STAGES = ['seed', 'early', 'growth', 'expansion', 'mature'] as const;
export const INVESTMENT_TARGET_TYPES = [
  'team',
  'league',
  'federation',
  'venue',
  'startup',
  'player',
  'esports_org',
  'technology',
] as const;
export type InvestmentTargetType = (typeof INVESTMENT_TARGET_TYPES)[number];
/** Targets outside Matchday: no entity, described by the deal's name. */
export const OFF_PLATFORM_TARGETS: readonly InvestmentTargetType[] = ['startup', 'technology'];
export const INVESTMENT_TYPES = [
  'equity',
  'debt',
  'convertible',
  'revenue_share',
  'sponsorship',
  'acquisition',
] as const;
export const DEAL_STATUSES = [
  'prospecting',
  'due_diligence',
  'negotiation',
  'closed',
  'active',
  'exited',
  'failed',
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

export const DEAL_STATUS_LABELS: Record<DealStatus, string> = {
  prospecting: 'Prospecting',
  due_diligence: 'Due diligence',
  negotiation: 'Negotiation',
  closed: 'Closed',
  active: 'Active',
  exited: 'Exited',
  failed: 'Failed',
};

export const TARGET_TYPE_LABELS: Record<InvestmentTargetType, string> = {
  team: 'Team',
  league: 'League',
  federation: 'Federation',
  venue: 'Venue',
  startup: 'Startup',
  player: 'Player',
  esports_org: 'Esports organisation',
  technology: 'Technology',
};

export const NO_INVESTOR_PROFILE = 'Create your investor profile first';
export const DEAL_NOT_FOUND = 'There is no such investment deal';
export const TARGET_NOT_FOUND = 'There is no such team, league, venue… to invest in';
export const MAX_AMOUNT = 999_999_999_999;

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_AMOUNT, `${label} is too large`);
const words = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const tags = (label: string) => z.array(words(label, 60)).max(20, `At most 20 ${label}`);
const webLink = (label: string) =>
  z
    .url({ error: `${label} must be a web address`, protocol: /^https?$/ })
    .max(500, `${label} is too long`);

/** POST /api/investors: creates or replaces my profile. */
export const investorProfileBody = z
  .object({
    investorName: words('Investor name', 255).min(2, 'Investor name must be at least 2 characters'),
    investorType: z.enum(INVESTOR_TYPES, { error: 'Choose an investor type from the list' }),
    investmentFocus: tags('focus areas').default([]),
    minimumInvestment: money('Minimum investment').nullable().optional(),
    maximumInvestment: money('Maximum investment').nullable().optional(),
    preferredStage: z.enum(INVESTOR_STAGES, { error: 'Choose a stage from the list' }).optional(),
    preferredSports: tags('sports').default([]),
    preferredRegions: tags('regions').default([]),
    exitStrategy: words('Exit strategy', 2000).optional(),
    bio: words('Bio', 2000).optional(),
    expertise: tags('areas of expertise').default([]),
    linkedinProfile: webLink('LinkedIn profile').optional(),
    website: webLink('Website').optional(),
  })
  .refine(
    (p) =>
      p.minimumInvestment == null ||
      p.maximumInvestment == null ||
      p.maximumInvestment >= p.minimumInvestment,
    { message: 'Maximum investment must be at least the minimum', path: ['maximumInvestment'] },
  );
export type InvestorProfileBody = z.input<typeof investorProfileBody>;

export const investorProfileView = z.object({
  id: z.string(),
  investorName: z.string(),
  investorType: z.string().nullable(),
  investmentFocus: z.array(z.string()),
  minimumInvestment: z.number().nullable(),
  maximumInvestment: z.number().nullable(),
  preferredStage: z.string().nullable(),
  preferredSports: z.array(z.string()),
  preferredRegions: z.array(z.string()),
  exitStrategy: z.string().nullable(),
  bio: z.string().nullable(),
  expertise: z.array(z.string()),
  linkedinProfile: z.string().nullable(),
  website: z.string().nullable(),
  totalInvested: z.number(),
  activeInvestments: z.number(),
  successfulExits: z.number(),
  averageROI: z.number().nullable(),
});
export type InvestorProfileView = z.infer<typeof investorProfileView>;

/** POST /api/investment-deals. startup/technology targets have no targetId. */
export const createDealBody = z
  .object({
    targetType: z.enum(INVESTMENT_TARGET_TYPES, { error: 'Choose a target type from the list' }),
    targetId: z.uuid({ error: TARGET_NOT_FOUND }).nullable().optional(),
    dealName: words('Deal name', 255).min(3, 'Deal name must be at least 3 characters'),
    investmentType: z.enum(INVESTMENT_TYPES, { error: 'Choose an investment type from the list' }),
    amount: money('Amount').min(1, 'Amount must be at least 1'),
    valuation: money('Valuation').nullable().optional(),
  })
  .superRefine((deal, context) => {
    const offPlatform = OFF_PLATFORM_TARGETS.includes(deal.targetType);
    if (!offPlatform && !deal.targetId) {
      context.addIssue({ code: 'custom', path: ['targetId'], message: 'Choose what to invest in' });
    }
    if (offPlatform && deal.targetId) {
      context.addIssue({
        code: 'custom',
        path: ['targetId'],
        message: 'A startup or technology outside Matchday has no id; name it in the deal name',
      });
    }
  });
export type CreateDealBody = z.input<typeof createDealBody>;

export const dealStatusBody = z.object({
  status: z.enum(DEAL_STATUSES, { error: 'Choose a status from the pipeline' }),
  /** Required when moving to 'exited': what the stake sold for. */
  exitValue: money('Exit value').optional(),
});
export type DealStatusBody = z.input<typeof dealStatusBody>;

export const milestoneBody = z.object({
  title: words('Milestone', 200).min(2, 'Name the milestone'),
  dueDate: z.iso.date({ error: 'Give the milestone a date' }),
});
export const milestoneParams = z.object({
  id: z.uuid({ error: DEAL_NOT_FOUND }),
  milestoneId: z.uuid({ error: 'There is no such milestone' }),
});
export const tickMilestoneBody = z.object({ done: z.boolean({ error: 'Done must be yes or no' }) });

/** A link (https) or an image uploaded through /api/uploads. */
export const documentBody = z.object({
  title: words('Document title', 200).min(2, 'Name the document'),
  url: z
    .string({ error: 'Give a link or upload an image' })
    .trim()
    .max(500, 'The link is too long')
    .refine(
      (url) => /^\/api\/uploads\/[0-9a-f-]{36}$/.test(url) || /^https?:\/\/\S+$/.test(url),
      'Give a web link (https://…) or upload an image',
    ),
});

export const dataRoomBody = z.object({ message: words('Message', 1000).optional() });
export const dataRoomAnswerBody = z.object({
  answer: z.enum(['shared', 'declined'], { error: 'Answer shared or declined' }),
});

export const dealSummary = z.object({
  id: z.string(),
  dealName: z.string(),
  targetType: z.enum(INVESTMENT_TARGET_TYPES),
  targetId: z.string().nullable(),
  targetName: z.string(),
  investorName: z.string(),
  investmentType: z.string().nullable(),
  amount: z.number(),
  valuation: z.number().nullable(),
  status: z.enum(DEAL_STATUSES),
  closingDate: z.string().nullable(),
  exitDate: z.string().nullable(),
  /** Percent, from the exit value; null until exited. */
  roi: z.number().nullable(),
  /** Which side of the deal I am on. */
  side: z.enum(['investor', 'target']),
  /** The statuses I may move it to now. */
  allowedStatuses: z.array(z.enum(DEAL_STATUSES)),
  dataRoom: z.enum(['pending', 'shared', 'declined']).nullable(),
  updatedAt: z.string(),
});
export type DealSummary = z.infer<typeof dealSummary>;

export const dealDetail = dealSummary.extend({
  exitValue: z.number().nullable(),
  history: z.array(
    z.object({
      id: z.string(),
      fromStatus: z.enum(DEAL_STATUSES).nullable(),
      toStatus: z.enum(DEAL_STATUSES),
      byName: z.string().nullable(),
      at: z.string(),
    }),
  ),
  milestones: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      dueDate: z.string(),
      doneAt: z.string().nullable(),
    }),
  ),
  documents: z.array(
    z.object({ id: z.string(), title: z.string(), url: z.string(), addedAt: z.string() }),
  ),
  dataRoomRequest: z
    .object({
      status: z.enum(['pending', 'shared', 'declined']),
      message: z.string().nullable(),
      requestedAt: z.string(),
      answeredAt: z.string().nullable(),
    })
    .nullable(),
});
export type DealDetail = z.infer<typeof dealDetail>;

export const portfolioView = z.object({
  invested: z.number(),
  activeCount: z.number(),
  activeAmount: z.number(),
  exitedCount: z.number(),
  exitValue: z.number(),
  averageRoi: z.number().nullable(),
  byStatus: z.array(z.object({ status: z.enum(DEAL_STATUSES), count: z.number() })),
  /** Portfolio value after each closing or exit: amounts held plus exit values realised. */
  valueOverTime: z.array(z.object({ date: z.string(), value: z.number() })),
  recent: z.array(
    z.object({
      dealId: z.string(),
      dealName: z.string(),
      toStatus: z.enum(DEAL_STATUSES),
      at: z.string(),
    }),
  ),
});
export type PortfolioView = z.infer<typeof portfolioView>;

/** Percent for display: "+25.0%". */
export const formatRoi = (roi: number) => `${roi > 0 ? '+' : ''}${roi.toFixed(1)}%`;

/** GET /api/investment-deals/targets?type=team&q=… */
export const targetSearchQuery = z.object({
  type: z.enum(INVESTMENT_TARGET_TYPES, { error: 'Choose a target type from the list' }),
  q: z.string().trim().max(100, 'Search at most 100 characters').optional(),
});
export const targetOption = z.object({ id: z.string(), name: z.string() });
export type TargetOption = z.infer<typeof targetOption>;
