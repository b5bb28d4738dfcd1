import { describe, expect, it } from 'vitest';
import { venueWhen, zoneName } from './venue-time';

describe('venue times', () => {
  it('shows a Doha booking at 19:00 GMT+3 wherever it is read', () => {
    expect(venueWhen('2030-06-15T16:00:00Z', '2030-06-15T17:00:00Z', 'Asia/Qatar')).toBe(
      'Sat 15 Jun · 19:00–20:00 GMT+3',
    );
    expect(venueWhen('2030-06-15T16:00:00Z', null, 'Europe/London')).toBe('Sat 15 Jun · 17:00 BST');
    expect(zoneName('2030-01-15T16:00:00Z', 'Europe/London')).toBe('GMT');
  });
});
