import { createHash } from 'node:crypto';
import type { MapSkillLevel, MapUserType } from '@shared/map';
import type { Db } from '@server/db/client';
import { demoUsers } from '@server/db/schema/map';
import { type City, type CountryPlaces, MAP_PLACES } from './map-places';

type NewDemoUser = typeof demoUsers.$inferInsert;

/** Per country: what the 18 demo entries are (people and organisations). */
const TYPES_PER_COUNTRY: MapUserType[] = [
  'player',
  'player',
  'coach',
  'venue',
  'player',
  'team',
  'sponsor',
  'player',
  'coach',
  'investor',
  'player',
  'venue',
  'team',
  'player',
  'federation',
  'sponsor',
  'player',
  'player',
];

const LEVELS: MapSkillLevel[] = ['beginner', 'intermediate', 'advanced', 'professional'];
const TEAM_NAMES = ['Falcons', 'Lions', 'Wolves', 'Eagles', 'Sharks', 'Titans', 'Comets', 'Rovers'];
const BRANDS = [
  'Apex',
  'Nova',
  'Crescent',
  'Solara',
  'Atlas',
  'Pulse',
  'Vela',
  'Granite',
  'Zenith',
];
const INDUSTRIES = [
  'Sportswear',
  'Energy',
  'Telecom',
  'Drinks',
  'Logistics',
  'Nutrition',
  'Motors',
];
const VENUE_WORDS = ['Riverside', 'Central', 'Harbour', 'Northside', 'Parkview', 'Olympic'];

const VENUE_KINDS: Partial<Record<string, string>> = {
  Football: 'Football Ground',
  Tennis: 'Tennis Club',
  Padel: 'Padel Club',
  Swimming: 'Aquatics Centre',
  'Water Polo': 'Aquatics Centre',
  Golf: 'Golf Club',
  Equestrian: 'Equestrian Centre',
  'Camel Racing': 'Racetrack',
  Sailing: 'Sailing Club',
  Cricket: 'Cricket Ground',
  Basketball: 'Basketball Arena',
  'Ice Hockey': 'Ice Rink',
  Esports: 'Gaming Arena',
  Motorsport: 'Circuit',
  'Formula 1': 'Circuit',
  Rally: 'Rally Park',
};

/** A small seeded generator, so every run writes exactly the same people in the same places. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable id per seed slot: re-seeding finds the same rows and adds nothing. */
function stableId(key: string): string {
  const hex = createHash('sha1').update(`matchday:demo-user:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length]!;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function describe(
  type: MapUserType,
  sport: string,
  level: string | null,
  city: string,
  country: string,
  rnd: () => number,
) {
  const years = 3 + Math.floor(rnd() * 15);
  switch (type) {
    case 'player':
      return `${capital(level)} ${sport.toLowerCase()} player in ${city}. Plays most weekends and is always looking for partners and pickup games at a similar level.`;
    case 'coach':
      return `${sport} coach with ${years} years of experience. Private and small-group sessions around ${city} for juniors and adults, from first steps to competition.`;
    case 'venue':
      return `${sport} venue in ${city} with floodlights, changing rooms and a café. Open every day from 7:00 to 23:00; courts and pitches bookable by the hour.`;
    case 'team':
      return `${capital(level)} ${sport.toLowerCase()} team from ${city}. Trains twice a week, plays in the regional league and is recruiting for next season.`;
    case 'sponsor':
      return `Brand backing grassroots ${sport.toLowerCase()} across ${country}: kit, equipment and prize money for local clubs and events.`;
    case 'investor':
      return `Invests in sports clubs, venues and technology in ${country}, with a focus on ${sport.toLowerCase()}. Tickets from 250k.`;
    case 'federation':
      return `Governing body for ${sport.toLowerCase()} in ${city} and the surrounding region: competitions, referees and coaching licences.`;
  }
}

function capital(text: string | null): string {
  if (!text) return '';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function nameOf(
  type: MapUserType,
  place: CountryPlaces,
  city: City,
  sport: string,
  n: number,
  countryIndex: number,
) {
  switch (type) {
    case 'player':
    case 'coach':
      // First and last names advance at different strides, so no two people share a name.
      return `${pick(place.firstNames, n)} ${pick(place.lastNames, n + place.cities.length)}`;
    case 'venue':
      return `${pick(VENUE_WORDS, n)} ${VENUE_KINDS[sport] ?? 'Sports Centre'} ${city.name}`;
    case 'team':
      return `${city.name} ${pick(TEAM_NAMES, n + place.country.length)}`;
    case 'sponsor':
      return `${pick(BRANDS, countryIndex * 2 + n)} ${pick(INDUSTRIES, countryIndex * 3 + n)}`;
    case 'investor':
      return `${pick(place.lastNames, n + 2)} Sports Capital`;
    case 'federation':
      return `${city.name} ${sport} Association`;
  }
}

/** The demo map population: 18 per map country, every type, all 24 sports, all four levels. */
export function buildDemoMapUsers(): NewDemoUser[] {
  const rows: NewDemoUser[] = [];
  MAP_PLACES.forEach((place, countryIndex) => {
    const rnd = random(1000 + countryIndex);
    TYPES_PER_COUNTRY.forEach((type, i) => {
      const city = pick(place.cities, i);
      const sport = pick(place.sports, i + countryIndex);
      const level =
        type === 'player' || type === 'team'
          ? pick(LEVELS, i + countryIndex)
          : type === 'coach'
            ? pick(['advanced', 'professional'] as const, i + countryIndex)
            : null;
      // Within a few km of the centre, so the markers sit in the city they name.
      const lat = city.lat + (rnd() - 0.5) * 0.05;
      const lng = city.lng + (rnd() - 0.5) * 0.07;
      const organisation = type !== 'player' && type !== 'coach';
      // Most have a picture; some show initials instead (SPEC §2 fallback).
      const avatar =
        i % 5 === 4
          ? null
          : organisation
            ? `/images/avatars/crest-${String(((i + countryIndex) % 8) + 1).padStart(2, '0')}.svg`
            : `/images/avatars/person-${String(((i * 3 + countryIndex) % 16) + 1).padStart(2, '0')}.svg`;
      rows.push({
        id: stableId(`${place.country}:${i}`),
        name: nameOf(type, place, city, sport, i, countryIndex),
        userType: type,
        sport,
        skillLevel: level,
        address: `${pick(place.streets, i).replace('{n}', String(1 + Math.floor(rnd() * 180)))}, ${city.name}`,
        city: city.name,
        country: place.country,
        latitude: round6(lat),
        longitude: round6(lng),
        avatar,
        description: describe(type, sport, level, city.name, place.country, rnd),
        isActive: true,
      });
    });
  });
  // Online-only players have no place: they count in the statistics but have no marker.
  rows.push(
    {
      id: stableId('online:0'),
      name: 'Kai Morgan',
      userType: 'player',
      sport: 'Esports',
      skillLevel: 'professional',
      country: 'United Kingdom',
      avatar: '/images/avatars/person-05.svg',
      description: 'Competitive esports player (racing and football titles). Online only.',
    },
    {
      id: stableId('online:1'),
      name: 'Lina Haddad',
      userType: 'player',
      sport: 'Esports',
      skillLevel: 'advanced',
      country: 'United Arab Emirates',
      description: 'Streams and plays esports tournaments online; looking for a squad.',
    },
    // Inactive: kept for history, shown nowhere (list, nearby and statistics skip it).
    {
      id: stableId('inactive:0'),
      name: 'Retired Demo Player',
      userType: 'player',
      sport: 'Tennis',
      skillLevel: 'beginner',
      city: 'London',
      country: 'United Kingdom',
      latitude: 51.5074,
      longitude: -0.1278,
      description: 'This account is no longer active.',
      isActive: false,
    },
  );
  return rows;
}

export async function seedDemoMapUsers(db: Db) {
  await db
    .insert(demoUsers)
    .values(buildDemoMapUsers())
    .onConflictDoNothing({ target: demoUsers.id });
}
