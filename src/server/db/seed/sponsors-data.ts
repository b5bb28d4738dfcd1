import type { DealStatus, KpiMetric, SponsorableType } from '@shared/contracts/sponsors';
import { OTHER_SPONSORS } from './sponsor-companies';

export type SeedDeal = {
  entityType: SponsorableType;
  /** A seeded team's or league's name, or `busy-venue-N` (the venues with most check-ins). */
  entityName: string;
  dealName: string;
  dealType: string;
  amount: number;
  status: DealStatus;
  /** Start, in days from today (negative: in the past). */
  startDays: number;
  lengthDays: number;
  exclusivity?: boolean;
  deliverables: string[];
  kpis?: { metric: KpiMetric; target: number }[];
};

export type Company = {
  email: string;
  contact: [string, string];
  profile: {
    companyName: string;
    industry: string;
    description: string;
    sponsorType: 'title' | 'presenting' | 'official' | 'partner' | 'supplier' | 'media';
    sponsorshipBudget: number;
    preferredSports: string[];
    preferredRegions: string[];
    targetDemographics: string[];
    marketingObjectives: string[];
    website: string;
    contactEmail: string;
    headquarters: string;
    isVerified: boolean;
  };
  deals: SeedDeal[];
};

const KIT = [
  'Logo on the home shirt',
  'Logo on the training kit',
  'Two social posts a month',
  'Banner at home games',
];

/** The demo sponsor (a deal in every status) and three more companies. */
export const SPONSOR_COMPANIES: Company[] = [
  {
    email: 'sponsor@matchday.dev',
    contact: ['Daniel', 'Weber'],
    profile: {
      companyName: 'AquaBoost',
      industry: 'Sports drinks',
      description:
        'Isotonic and electrolyte drinks made in Bavaria. We back grassroots clubs and the venues they play at.',
      sponsorType: 'official',
      sponsorshipBudget: 180000,
      preferredSports: ['Football', 'Basketball', 'Tennis'],
      preferredRegions: ['Germany', 'United Kingdom', 'Spain'],
      targetDemographics: ['18–34', 'Amateur athletes', 'Families'],
      marketingObjectives: ['Brand awareness', 'Sampling at games', 'Social reach'],
      website: 'https://aquaboost.example',
      contactEmail: 'partners@aquaboost.example',
      headquarters: 'Munich, Germany',
      isVerified: true,
    },
    deals: [
      {
        entityType: 'league',
        entityName: 'London Sunday Football League',
        dealName: 'Official hydration partner 2026',
        dealType: 'official',
        amount: 24000,
        status: 'active',
        startDays: -75,
        lengthDays: 300,
        exclusivity: true,
        deliverables: [
          'Logo on fixtures page',
          'Drinks at every fixture',
          'Monthly recap post',
          'Trophy presentation branding',
        ],
        kpis: [
          { metric: 'followers_gained', target: 40 },
          { metric: 'brand_mentions', target: 10 },
          { metric: 'games_played', target: 60 },
        ],
      },
      {
        entityType: 'venue',
        entityName: 'busy-venue-0',
        dealName: 'Courtside hydration stations',
        dealType: 'presenting',
        amount: 9500,
        status: 'active',
        startDays: -120,
        lengthDays: 365,
        deliverables: [
          'Hydration station installed',
          'Signage at the entrance',
          'Sampling weekend',
        ],
        kpis: [
          { metric: 'check_ins', target: 200 },
          { metric: 'bookings', target: 300 },
        ],
      },
      {
        entityType: 'team',
        entityName: 'Berlin Ballers',
        dealName: 'Ballers kit partner 2026/27',
        dealType: 'kit',
        amount: 6000,
        status: 'negotiation',
        startDays: 20,
        lengthDays: 330,
        exclusivity: true,
        deliverables: KIT,
        kpis: [{ metric: 'followers_gained', target: 25 }],
      },
      {
        entityType: 'team',
        entityName: 'Camden Smashers',
        dealName: 'Smashers match-day drinks',
        dealType: 'official',
        amount: 2500,
        status: 'negotiation',
        startDays: 14,
        lengthDays: 180,
        deliverables: ['Logo on team page', 'Post after every match'],
        kpis: [{ metric: 'games_played', target: 12 }],
      },
      {
        entityType: 'venue',
        entityName: 'busy-venue-1',
        dealName: 'Summer sampling tour',
        dealType: 'event',
        amount: 3000,
        status: 'draft',
        startDays: 40,
        lengthDays: 60,
        deliverables: ['Pop-up stand for two weekends'],
      },
      {
        entityType: 'team',
        entityName: 'North London Strikers',
        dealName: 'Strikers shirt sponsor 2025',
        dealType: 'kit',
        amount: 4000,
        status: 'expired',
        startDays: -420,
        lengthDays: 300,
        deliverables: KIT.slice(0, 2),
      },
      {
        entityType: 'team',
        entityName: 'Manchester Mavericks',
        dealName: 'Mavericks training-wear',
        dealType: 'kit',
        amount: 3500,
        status: 'terminated',
        startDays: -30,
        lengthDays: 365,
        deliverables: ['Logo on training tops'],
      },
      {
        entityType: 'team',
        entityName: 'Hackney Wick Wanderers',
        dealName: 'Wanderers official drink 2025',
        dealType: 'official',
        amount: 3000,
        status: 'renewed',
        startDays: -380,
        lengthDays: 360,
        deliverables: ['Logo on team page', 'Drinks at home games'],
      },
      {
        entityType: 'team',
        entityName: 'Hackney Wick Wanderers',
        dealName: 'Wanderers official drink 2026',
        dealType: 'official',
        amount: 3600,
        status: 'active',
        startDays: -19,
        lengthDays: 360,
        deliverables: ['Logo on team page', 'Drinks at home games', 'Three posts a season'],
        kpis: [
          { metric: 'followers_gained', target: 20 },
          { metric: 'games_played', target: 10 },
        ],
      },
    ],
  },
  ...OTHER_SPONSORS,
];
