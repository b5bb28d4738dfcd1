/** The countries a venue may be in (ISO 3166 codes; their names come from Intl). */
export const COUNTRIES = [
  'AE',
  'AT',
  'AU',
  'BE',
  'BH',
  'BR',
  'CA',
  'CH',
  'DE',
  'DK',
  'EG',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'IE',
  'IN',
  'IT',
  'JO',
  'JP',
  'KW',
  'LB',
  'MA',
  'MX',
  'NL',
  'NO',
  'NZ',
  'OM',
  'PL',
  'PT',
  'QA',
  'SA',
  'SE',
  'SG',
  'TR',
  'US',
  'ZA',
];
/** A country's English name, e.g. GB → United Kingdom. */
export const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
// The runtime's zones ('UTC' is not among them in every browser, so it is added).
export const TIME_ZONES: string[] = [
  ...new Set(['UTC', ...(Intl.supportedValuesOf?.('timeZone') ?? [])]),
];

/**
 * The zone of each listed country that has just one (mainland) zone, so a new venue's clock can
 * follow its address. Countries spanning several zones (US, CA, MX, BR, AU) are left out on
 * purpose: a guess there would be wrong for most of the country, so the form falls back to the
 * device's zone and the owner picks.
 */
export const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  AE: 'Asia/Dubai',
  AT: 'Europe/Vienna',
  BE: 'Europe/Brussels',
  BH: 'Asia/Bahrain',
  CH: 'Europe/Zurich',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  EG: 'Africa/Cairo',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GR: 'Europe/Athens',
  IE: 'Europe/Dublin',
  IN: 'Asia/Kolkata',
  IT: 'Europe/Rome',
  JO: 'Asia/Amman',
  JP: 'Asia/Tokyo',
  KW: 'Asia/Kuwait',
  LB: 'Asia/Beirut',
  MA: 'Africa/Casablanca',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  NZ: 'Pacific/Auckland',
  OM: 'Asia/Muscat',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  QA: 'Asia/Qatar',
  SA: 'Asia/Riyadh',
  SE: 'Europe/Stockholm',
  SG: 'Asia/Singapore',
  TR: 'Europe/Istanbul',
  ZA: 'Africa/Johannesburg',
};

/** The device's zone when the runtime knows it, else '' (the owner must choose; never a silent UTC). */
export function browserZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && TIME_ZONES.includes(zone) ? zone : '';
}

/** A new venue's first guess: its country's zone, else the device's zone, else none. */
export const defaultZone = (country: string): string => COUNTRY_ZONES[country] ?? browserZone();
