import type { DealStatus, DealType, KpiMetric, SponsorableType } from '@shared/contracts/sponsors';

export const ENTITY_LABELS: Record<SponsorableType, string> = {
  team: 'Team',
  league: 'League',
  federation: 'Federation',
  venue: 'Venue',
  player: 'Player',
  esports_team: 'Esports team',
  esports_org: 'Esports organisation',
};

export const DEAL_TYPE_LABELS: Record<DealType, string> = {
  title: 'Title',
  presenting: 'Presenting',
  official: 'Official partner',
  kit: 'Kit',
  venue_naming: 'Venue naming',
  event: 'Event',
  player_endorsement: 'Player endorsement',
};

export const STATUS_LABELS: Record<DealStatus, string> = {
  draft: 'Draft',
  negotiation: 'In negotiation',
  active: 'Active',
  expired: 'Expired',
  terminated: 'Terminated',
  renewed: 'Renewed',
};

export const KPI_LABELS: Record<KpiMetric, string> = {
  followers_gained: 'Followers gained',
  check_ins: 'Check-ins',
  bookings: 'Bookings',
  games_played: 'Games played',
  brand_mentions: 'Posts mentioning the brand',
};

/** The page of a sponsorable entity. */
export function entityHref(type: SponsorableType, id: string) {
  const base: Record<SponsorableType, string> = {
    team: '/teams',
    league: '/leagues',
    federation: '/federations',
    venue: '/venues',
    player: '/players',
    esports_team: '/esports/teams',
    esports_org: '/esports/orgs',
  };
  return `${base[type]}/${id}`;
}

export const money = (amount: number, currency = 'USD') =>
  new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
