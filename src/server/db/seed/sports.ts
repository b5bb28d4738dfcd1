import { BOOKING_SPORTS, MAP_SPORTS } from '@shared/constants';
import type { Db } from '@server/db/client';
import { sports } from '@server/db/schema/sports';

const ICONS: Record<string, string> = {
  Football: '⚽',
  Soccer: '⚽',
  Tennis: '🎾',
  Basketball: '🏀',
  Swimming: '🏊',
  Rugby: '🏉',
  Cricket: '🏏',
  Handball: '🤾',
  Cycling: '🚴',
  Athletics: '🏃',
  Volleyball: '🏐',
  'Ice Hockey': '🏒',
  Golf: '⛳',
  'Camel Racing': '🐪',
  Equestrian: '🏇',
  Rally: '🚙',
  'Formula 1': '🏎️',
  Motorsport: '🏁',
  Padel: '🏓',
  Wrestling: '🤼',
  'Water Polo': '🤽',
  Skiing: '⛷️',
  Sailing: '⛵',
  Gymnastics: '🤸',
  Esports: '🎮',
};

/** The 24 map sports plus Soccer, which the booking form offers (SPEC §9). Reference data. */
export const SPORT_NAMES: string[] = [...new Set<string>([...MAP_SPORTS, ...BOOKING_SPORTS])];

export async function seedSports(db: Db) {
  await db
    .insert(sports)
    .values(SPORT_NAMES.map((name) => ({ name, icon: ICONS[name] ?? null })))
    .onConflictDoNothing({ target: sports.name });
}
