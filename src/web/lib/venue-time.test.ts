import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { venueTime, venueWhen, zoneName } from './venue-time';

describe('venue times', () => {
  it('shows a Doha booking at 19:00 GMT+3 wherever it is read', () => {
    expect(venueWhen('2030-06-15T16:00:00Z', '2030-06-15T17:00:00Z', 'Asia/Qatar')).toBe(
      'Sat 15 Jun · 19:00–20:00 GMT+3',
    );
    expect(venueWhen('2030-06-15T16:00:00Z', null, 'Europe/London')).toBe('Sat 15 Jun · 17:00 BST');
    expect(zoneName('2030-01-15T16:00:00Z', 'Europe/London')).toBe('GMT');
  });
});

describe('venueTime', () => {
  // The patterns the app uses, read as date-fns reads them, across zones, midnight and DST.
  const patterns = ['EEE d MMM yyyy', 'EEE d MMM', 'EEE d MMM, HH:mm', 'HH:mm'];
  const zones = ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
  const instants = [
    '2030-09-01T00:00:00Z',
    '2030-03-31T00:59:00Z',
    '2030-03-31T01:00:00Z',
    '2030-10-27T00:30:00Z',
    '2030-12-31T23:45:00Z',
    '2030-06-15T16:05:00Z',
  ];
  it.each(zones)('matches date-fns on the venue clock in %s', (zone) => {
    for (const iso of instants) {
      for (const pattern of patterns) {
        expect(venueTime(iso, zone, pattern)).toBe(
          format(new TZDate(Date.parse(iso), zone), pattern),
        );
      }
    }
  });

  it('writes midnight as 00 and keeps what is not a token', () => {
    expect(venueTime('2030-09-01T23:00:00Z', 'Europe/London', 'HH:mm')).toBe('00:00');
    expect(venueTime('2030-09-01T23:00:00Z', 'Europe/London', 'EEE d MMM, HH:mm')).toBe(
      'Mon 2 Sep, 00:00',
    );
  });
});
