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

/** The device's zone when the runtime knows it, else UTC: a new venue's first guess. */
export function browserZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return TIME_ZONES.includes(zone) ? zone : 'UTC';
}
