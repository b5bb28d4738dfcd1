import { describe, expect, it } from 'vitest';
import type { Availability } from '@shared/contracts/venues';
import {
  courtFreeFor,
  courtTotalCents,
  endTimesOnCourts,
  freeCourtsLabel,
  slotsForCourts,
} from './court-slots';

type State = 'free' | 'taken' | 'past';

/** 18:00–20:00 on courts a and b; `a`/`b` give each half-hour's state, `price` a's rates. */
function day(a: State[], b: State[], prices = ['20.00', '20.00', '30.00', '30.00']): Availability {
  const starts = ['18:00', '18:30', '19:00', '19:30', '20:00'];
  return {
    venueId: 'v',
    date: '2030-06-10',
    timeZone: 'Europe/London',
    today: '2030-06-10',
    opensAt: '18:00',
    closesAt: '20:00',
    courts: [],
    slots: starts.slice(0, -1).map((start, i) => ({
      start,
      end: starts[i + 1]!,
      startTime: `2030-06-10T${start}:00Z`,
      endTime: `2030-06-10T${starts[i + 1]}:00Z`,
      status: a[i] === 'free' || b[i] === 'free' ? 'free' : 'taken',
      freeCourts: [a[i], b[i]].filter((s) => s === 'free').length,
      courts: [
        { courtId: 'a', status: a[i]!, pricePerHour: prices[i]! },
        { courtId: 'b', status: b[i]!, pricePerHour: '25.00' },
      ],
    })),
  };
}

describe('court slots', () => {
  it('counts the free courts of each half-hour among the allowed ones', () => {
    const d = day(['taken', 'free', 'free', 'past'], ['free', 'taken', 'free', 'past']);
    // Every court allowed: the availability's own count.
    expect(slotsForCourts(d, ['a', 'b']).map((s) => s.freeCourts)).toEqual([1, 1, 2, 0]);
    expect(slotsForCourts(d, ['b']).map((s) => s.freeCourts)).toEqual([1, 0, 1, 0]);
    expect(freeCourtsLabel(1)).toBe('1 court free');
    expect(freeCourtsLabel(2)).toBe('2 courts free');
  });

  it('a half-hour is free when any allowed court is', () => {
    const d = day(['taken', 'free', 'free', 'free'], ['free', 'taken', 'taken', 'taken']);
    expect(slotsForCourts(d, ['a', 'b']).map((s) => s.status)).toEqual([
      'free',
      'free',
      'free',
      'free',
    ]);
    expect(slotsForCourts(d, ['b']).map((s) => s.status)).toEqual([
      'free',
      'taken',
      'taken',
      'taken',
    ]);
  });

  it('offers only ends one single court can reach, and "any" takes the first such court', () => {
    const d = day(['taken', 'free', 'free', 'free'], ['free', 'free', 'taken', 'taken']);
    expect(endTimesOnCourts(d, ['a', 'b'], '18:00')).toEqual(['18:30', '19:00']);
    expect(courtFreeFor(d, ['a', 'b'], '18:30', '20:00')).toBe('a');
    expect(courtFreeFor(d, ['a', 'b'], '18:00', '19:00')).toBe('b');
    expect(courtFreeFor(d, ['a', 'b'], '18:00', '20:00')).toBeNull();
  });

  it('adds up the shown half-hour prices across a peak boundary', () => {
    const d = day(['free', 'free', 'free', 'free'], ['free', 'free', 'free', 'free']);
    // 18:30–19:30 on a: half an hour at $20 and half an hour at $30.
    expect(courtTotalCents(d, 'a', '18:30', '19:30')).toBe(2500);
    expect(courtTotalCents(d, 'b', '18:00', '20:00')).toBe(5000);
  });
});
