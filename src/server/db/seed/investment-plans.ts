import type { DealStatus, InvestmentTargetType } from '@shared/contracts/investors';

export type Plan = {
  name: string;
  target: { type: InvestmentTargetType; id: string | null };
  investmentType: 'equity' | 'debt' | 'convertible' | 'revenue_share' | 'acquisition';
  amount: number;
  valuation?: number;
  status: DealStatus;
  openedDaysAgo: number;
  closedDaysAgo?: number;
  exitedDaysAgo?: number;
  /** Exit value ÷ amount, for exited deals. */
  exitMultiple?: number;
  dataRoom?: { status: 'pending' | 'shared'; message: string };
  /** [title, due (days ago; negative is ahead), done] */
  milestones?: [string, number, boolean][];
};

type Row = { id: string } | undefined;
type Targets = { team: Row; ownerVenues: { id: string }[]; league: Row; federation: Row; org: Row };

/** The demo investor's deals: one or more in every stage, on seeded entities and startups. */
export function demoPlans({ team, ownerVenues, league, federation, org }: Targets): Plan[] {
  const startup = { type: 'startup' as const, id: null };
  const candidates: (Plan | null | undefined)[] = [
    team && {
      name: 'Club growth round',
      target: { type: 'team', id: team.id },
      investmentType: 'equity',
      amount: 75_000,
      valuation: 600_000,
      status: 'due_diligence',
      openedDaysAgo: 40,
      dataRoom: {
        status: 'pending',
        message: 'Could you share the last two seasons of accounts and the membership figures?',
      },
      milestones: [
        ['Intro call with the committee', 30, true],
        ['Accounts reviewed', -10, false],
      ],
    },
    ownerVenues[0]
      ? {
          name: 'Padel courts expansion',
          target: { type: 'venue', id: ownerVenues[0].id },
          investmentType: 'debt',
          amount: 250_000,
          valuation: 1_800_000,
          status: 'negotiation',
          openedDaysAgo: 70,
          dataRoom: {
            status: 'pending',
            message: 'Booking and revenue history for the last 24 months, please.',
          },
          milestones: [
            ['Site visit', 50, true],
            ['Term sheet agreed', -7, false],
          ],
        }
      : null,
    league && {
      name: 'League media rights',
      target: { type: 'league', id: league.id },
      investmentType: 'revenue_share',
      amount: 40_000,
      status: 'prospecting',
      openedDaysAgo: 6,
    },
    federation && {
      name: 'Federation youth programme',
      target: { type: 'federation', id: federation.id },
      investmentType: 'revenue_share',
      amount: 60_000,
      status: 'prospecting',
      openedDaysAgo: 12,
    },
    org && {
      name: 'Esports academy seed',
      target: { type: 'esports_org', id: org.id },
      investmentType: 'equity',
      amount: 120_000,
      valuation: 900_000,
      status: 'active',
      openedDaysAgo: 380,
      closedDaysAgo: 300,
      milestones: [
        ['Second roster signed', 200, true],
        ['Break-even month', 30, true],
      ],
    },
    ownerVenues[1]
      ? {
          name: 'Venue refurbishment loan',
          target: { type: 'venue', id: ownerVenues[1].id },
          investmentType: 'debt',
          amount: 90_000,
          status: 'active',
          openedDaysAgo: 460,
          closedDaysAgo: 400,
          dataRoom: { status: 'shared', message: 'Occupancy by month, please.' },
        }
      : null,
    {
      name: 'KickStats analytics',
      target: startup,
      investmentType: 'convertible',
      amount: 50_000,
      valuation: 400_000,
      status: 'exited',
      openedDaysAgo: 760,
      closedDaysAgo: 700,
      exitedDaysAgo: 120,
      exitMultiple: 2.4,
    },
    {
      name: 'SmartCourt sensors',
      target: { type: 'technology', id: null },
      investmentType: 'equity',
      amount: 80_000,
      status: 'exited',
      openedDaysAgo: 560,
      closedDaysAgo: 500,
      exitedDaysAgo: 60,
      exitMultiple: 0.7,
    },
    {
      name: 'FanPass ticketing',
      target: startup,
      investmentType: 'equity',
      amount: 65_000,
      valuation: 500_000,
      status: 'closed',
      openedDaysAgo: 90,
      closedDaysAgo: 20,
      milestones: [['Board seat confirmed', -14, false]],
    },
    {
      name: 'ClubOS membership app',
      target: startup,
      investmentType: 'equity',
      amount: 30_000,
      status: 'failed',
      openedDaysAgo: 150,
    },
  ];
  return candidates.filter((plan): plan is Plan => Boolean(plan));
}
