/**
 * Sample venues for the demo database: made-up clubs at real places (coordinates, postcodes and
 * time zones are real; names, phone numbers and web addresses are invented, on example.com).
 */

export type City = {
  city: string;
  state: string | null;
  country: string;
  timeZone: string;
  /** Country calling code and area, e.g. "+44 161". */
  phone: string;
};

// prettier-ignore
export const CITIES = {
  london: { city: 'London', state: 'England', country: 'GB', timeZone: 'Europe/London', phone: '+44 20 7946' },
  manchester: { city: 'Manchester', state: 'England', country: 'GB', timeZone: 'Europe/London', phone: '+44 161 496' },
  salford: { city: 'Salford', state: 'England', country: 'GB', timeZone: 'Europe/London', phone: '+44 161 496' },
  birmingham: { city: 'Birmingham', state: 'England', country: 'GB', timeZone: 'Europe/London', phone: '+44 121 496' },
  liverpool: { city: 'Liverpool', state: 'England', country: 'GB', timeZone: 'Europe/London', phone: '+44 151 496' },
  leeds: { city: 'Leeds', state: 'England', country: 'GB', timeZone: 'Europe/London', phone: '+44 113 496' },
  bristol: { city: 'Bristol', state: 'England', country: 'GB', timeZone: 'Europe/London', phone: '+44 117 496' },
  edinburgh: { city: 'Edinburgh', state: 'Scotland', country: 'GB', timeZone: 'Europe/London', phone: '+44 131 496' },
  glasgow: { city: 'Glasgow', state: 'Scotland', country: 'GB', timeZone: 'Europe/London', phone: '+44 141 496' },
  paris: { city: 'Paris', state: 'Île-de-France', country: 'FR', timeZone: 'Europe/Paris', phone: '+33 1 99 00' },
  lyon: { city: 'Lyon', state: 'Auvergne-Rhône-Alpes', country: 'FR', timeZone: 'Europe/Paris', phone: '+33 4 99 00' },
  marseille: { city: 'Marseille', state: 'Provence-Alpes-Côte d\'Azur', country: 'FR', timeZone: 'Europe/Paris', phone: '+33 4 99 01' },
  nice: { city: 'Nice', state: 'Provence-Alpes-Côte d\'Azur', country: 'FR', timeZone: 'Europe/Paris', phone: '+33 4 99 02' },
  bordeaux: { city: 'Bordeaux', state: 'Nouvelle-Aquitaine', country: 'FR', timeZone: 'Europe/Paris', phone: '+33 5 99 00' },
  berlin: { city: 'Berlin', state: 'Berlin', country: 'DE', timeZone: 'Europe/Berlin', phone: '+49 30 23125' },
  munich: { city: 'Munich', state: 'Bavaria', country: 'DE', timeZone: 'Europe/Berlin', phone: '+49 89 99998' },
  hamburg: { city: 'Hamburg', state: 'Hamburg', country: 'DE', timeZone: 'Europe/Berlin', phone: '+49 40 66969' },
  cologne: { city: 'Cologne', state: 'North Rhine-Westphalia', country: 'DE', timeZone: 'Europe/Berlin', phone: '+49 221 4710' },
  frankfurt: { city: 'Frankfurt', state: 'Hesse', country: 'DE', timeZone: 'Europe/Berlin', phone: '+49 69 90009' },
  madrid: { city: 'Madrid', state: 'Community of Madrid', country: 'ES', timeZone: 'Europe/Madrid', phone: '+34 910 000' },
  barcelona: { city: 'Barcelona', state: 'Catalonia', country: 'ES', timeZone: 'Europe/Madrid', phone: '+34 930 000' },
  valencia: { city: 'Valencia', state: 'Valencian Community', country: 'ES', timeZone: 'Europe/Madrid', phone: '+34 960 000' },
  seville: { city: 'Seville', state: 'Andalusia', country: 'ES', timeZone: 'Europe/Madrid', phone: '+34 955 000' },
  lisbon: { city: 'Lisbon', state: 'Lisbon', country: 'PT', timeZone: 'Europe/Lisbon', phone: '+351 210 000' },
  rome: { city: 'Rome', state: 'Lazio', country: 'IT', timeZone: 'Europe/Rome', phone: '+39 06 9900' },
  milan: { city: 'Milan', state: 'Lombardy', country: 'IT', timeZone: 'Europe/Rome', phone: '+39 02 9900' },
  amsterdam: { city: 'Amsterdam', state: 'North Holland', country: 'NL', timeZone: 'Europe/Amsterdam', phone: '+31 20 799' },
  dublin: { city: 'Dublin', state: 'Leinster', country: 'IE', timeZone: 'Europe/Dublin', phone: '+353 1 555' },
  vienna: { city: 'Vienna', state: 'Vienna', country: 'AT', timeZone: 'Europe/Vienna', phone: '+43 1 99900' },
  istanbul: { city: 'Istanbul', state: 'Istanbul', country: 'TR', timeZone: 'Europe/Istanbul', phone: '+90 212 900' },
  antalya: { city: 'Antalya', state: 'Antalya', country: 'TR', timeZone: 'Europe/Istanbul', phone: '+90 242 900' },
  dubai: { city: 'Dubai', state: 'Dubai', country: 'AE', timeZone: 'Asia/Dubai', phone: '+971 4 555' },
  abuDhabi: { city: 'Abu Dhabi', state: 'Abu Dhabi', country: 'AE', timeZone: 'Asia/Dubai', phone: '+971 2 555' },
  doha: { city: 'Doha', state: 'Ad Dawhah', country: 'QA', timeZone: 'Asia/Qatar', phone: '+974 4400' },
  riyadh: { city: 'Riyadh', state: 'Riyadh Province', country: 'SA', timeZone: 'Asia/Riyadh', phone: '+966 11 555' },
  jeddah: { city: 'Jeddah', state: 'Makkah Province', country: 'SA', timeZone: 'Asia/Riyadh', phone: '+966 12 555' },
  muscat: { city: 'Muscat', state: 'Muscat', country: 'OM', timeZone: 'Asia/Muscat', phone: '+968 2400' },
  manama: { city: 'Manama', state: 'Capital Governorate', country: 'BH', timeZone: 'Asia/Bahrain', phone: '+973 1700' },
  kuwait: { city: 'Kuwait City', state: 'Al Asimah', country: 'KW', timeZone: 'Asia/Kuwait', phone: '+965 2200' },
  amman: { city: 'Amman', state: 'Amman', country: 'JO', timeZone: 'Asia/Amman', phone: '+962 6 555' },
  beirut: { city: 'Beirut', state: 'Beirut', country: 'LB', timeZone: 'Asia/Beirut', phone: '+961 1 555' },
  newYork: { city: 'New York', state: 'NY', country: 'US', timeZone: 'America/New_York', phone: '+1 212 555' },
  brooklyn: { city: 'Brooklyn', state: 'NY', country: 'US', timeZone: 'America/New_York', phone: '+1 718 555' },
  losAngeles: { city: 'Los Angeles', state: 'CA', country: 'US', timeZone: 'America/Los_Angeles', phone: '+1 213 555' },
  santaMonica: { city: 'Santa Monica', state: 'CA', country: 'US', timeZone: 'America/Los_Angeles', phone: '+1 310 555' },
  chicago: { city: 'Chicago', state: 'IL', country: 'US', timeZone: 'America/Chicago', phone: '+1 312 555' },
  miami: { city: 'Miami', state: 'FL', country: 'US', timeZone: 'America/New_York', phone: '+1 305 555' },
  austin: { city: 'Austin', state: 'TX', country: 'US', timeZone: 'America/Chicago', phone: '+1 512 555' },
  seattle: { city: 'Seattle', state: 'WA', country: 'US', timeZone: 'America/Los_Angeles', phone: '+1 206 555' },
  sanFrancisco: { city: 'San Francisco', state: 'CA', country: 'US', timeZone: 'America/Los_Angeles', phone: '+1 415 555' },
  boston: { city: 'Boston', state: 'MA', country: 'US', timeZone: 'America/New_York', phone: '+1 617 555' },
  denver: { city: 'Denver', state: 'CO', country: 'US', timeZone: 'America/Denver', phone: '+1 303 555' },
  atlanta: { city: 'Atlanta', state: 'GA', country: 'US', timeZone: 'America/New_York', phone: '+1 404 555' },
  phoenix: { city: 'Phoenix', state: 'AZ', country: 'US', timeZone: 'America/Phoenix', phone: '+1 602 555' },
} satisfies Record<string, City>;

export type CityKey = keyof typeof CITIES;

/** Which drawing under public/images/venues shows the venue (day and night versions exist). */
export type Kind =
  | 'tennis-court'
  | 'clay-court'
  | 'padel-court'
  | 'basketball-court'
  | 'football-pitch'
  | 'volleyball-court'
  | 'beach-volleyball'
  | 'swimming-pool'
  | 'cricket-ground'
  | 'golf-range'
  | 'ice-rink'
  | 'sports-hall'
  | 'athletics-track';

/** The seeded owners, by a short key (see seed/venue-people.ts). */
export type OwnerKey = 'olivia' | 'karim' | 'lucia' | 'jordan';

export type SeedVenue = {
  name: string;
  owner: OwnerKey;
  city: CityKey;
  address: string;
  zip: string;
  lat: number;
  lng: number;
  kind: Kind;
  price: string;
  about: string;
};

/** The sports each kind of place is booked for (Soccer and Football both name one game here). */
export const KIND_SPORTS: Record<Kind, string[]> = {
  'tennis-court': ['Tennis'],
  'clay-court': ['Tennis'],
  'padel-court': ['Padel'],
  'basketball-court': ['Basketball'],
  'football-pitch': ['Football', 'Soccer'],
  'volleyball-court': ['Volleyball'],
  'beach-volleyball': ['Volleyball'],
  'swimming-pool': ['Swimming', 'Water Polo'],
  'cricket-ground': ['Cricket'],
  'golf-range': ['Golf'],
  'ice-rink': ['Ice Hockey'],
  'sports-hall': ['Handball', 'Basketball', 'Volleyball'],
  'athletics-track': ['Athletics'],
};

export const KIND_AMENITIES: Record<Kind, string[]> = {
  'tennis-court': ['floodlights', 'changing rooms', 'equipment rental', 'parking'],
  'clay-court': ['changing rooms', 'showers', 'cafe', 'pro shop'],
  'padel-court': ['equipment rental', 'cafe', 'showers', 'air conditioning'],
  'basketball-court': ['floodlights', 'spectator seating', 'lockers'],
  'football-pitch': ['floodlights', 'changing rooms', 'showers', 'parking'],
  'volleyball-court': ['changing rooms', 'spectator seating', 'equipment rental'],
  'beach-volleyball': ['showers', 'equipment rental', 'cafe'],
  'swimming-pool': ['changing rooms', 'showers', 'lockers', 'cafe'],
  'cricket-ground': ['floodlights', 'changing rooms', 'parking', 'spectator seating'],
  'golf-range': ['equipment rental', 'pro shop', 'cafe', 'parking'],
  'ice-rink': ['changing rooms', 'lockers', 'equipment rental', 'spectator seating'],
  'sports-hall': ['changing rooms', 'showers', 'spectator seating', 'air conditioning'],
  'athletics-track': ['floodlights', 'changing rooms', 'lockers'],
};
