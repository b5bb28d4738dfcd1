import type { TournamentView } from '@shared/contracts/esports';
import type { EsportsFormat, EsportsGenre, EsportsTournamentStatus } from '@shared/esports-enums';
import { formatMoney } from '@shared/money';

/** Words for the esports value lists, shared by the pages of this feature. */

export const FORMAT_NAMES: Record<EsportsFormat, string> = {
  single_elimination: 'Single elimination',
  double_elimination: 'Double elimination',
  round_robin: 'Round robin',
  swiss: 'Swiss',
  groups: 'Groups then playoffs',
};

export const GENRE_NAMES: Record<EsportsGenre, string> = {
  fps: 'Shooter',
  moba: 'MOBA',
  rts: 'Strategy',
  sports: 'Sports',
  fighting: 'Fighting',
  racing: 'Racing',
  battle_royale: 'Battle royale',
  card: 'Card game',
  other: 'Other',
};

export const STATUS_NAMES: Record<EsportsTournamentStatus, string> = {
  upcoming: 'Upcoming',
  registration: 'Registration open',
  ongoing: 'Ongoing',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const teamSizeText = (size: number) => (size === 1 ? '1 vs 1' : `${size} vs ${size}`);

/** Each place's share of the prize pool in money, best place first. */
export function prizeRows(tournament: Pick<TournamentView, 'prizePool' | 'prizeDistribution'>) {
  const pool = Number(tournament.prizePool);
  return [...tournament.prizeDistribution]
    .sort((a, b) => a.place - b.place)
    .map((share) => ({
      place: share.place,
      percent: share.percent,
      amount: formatMoney(((pool * share.percent) / 100).toFixed(2)),
    }));
}

export const ordinal = (n: number) => {
  const rest = n % 100;
  const suffix = rest >= 11 && rest <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${n % 10 > 3 ? 'th' : suffix}`;
};
