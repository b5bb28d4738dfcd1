import { describe, expect, it } from 'vitest';
import { formatMoney } from '@shared/money';
import { formatGameStart } from './venue-time';
import { capitalise, formatRating, levelRange, localIsoDate, memberSince } from './format';

describe('display formatting', () => {
  it('capitalises a skill level', () => {
    expect(capitalise('advanced')).toBe('Advanced');
  });

  it('says a level range as people do, with an open end as the far level', () => {
    expect(levelRange({ levelMin: null, levelMax: null })).toBe('Any level');
    expect(levelRange({ levelMin: 'expert', levelMax: 'expert' })).toBe('Expert');
    expect(levelRange({ levelMin: 'intermediate', levelMax: 'advanced' })).toBe(
      'Intermediate – advanced',
    );
    expect(levelRange({ levelMin: null, levelMax: 'advanced' })).toBe('Beginner – advanced');
    expect(levelRange({ levelMin: 'advanced', levelMax: null })).toBe('Advanced – expert');
  });

  // formatPrice gave way to formatMoney (src/shared/money.ts); the screens' promise stays.
  it('shows prices with a dollar sign and two decimals', () => {
    expect(formatMoney('25.5')).toBe('$25.50');
    expect(formatMoney(40)).toBe('$40.00');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney('abc')).toBe('$0.00');
  });

  it('shows ratings with one decimal and 0.0 when missing', () => {
    expect(formatRating('4.75')).toBe('4.8');
    expect(formatRating(undefined)).toBe('0.0');
  });

  it('says when a game has no readable start', () => {
    expect(formatGameStart(null)).toBe('Time to be announced');
    expect(formatGameStart('soon')).toBe('Time to be announced');
    expect(formatGameStart('2024-06-15T12:00:00.000Z', 'en-US')).toMatch(/Jun 1[45]/);
  });

  it('says since when someone is a member, by month', () => {
    expect(memberSince('2024-01-15T10:00:00.000Z')).toBe('January 2024');
    expect(memberSince('not a date')).toBe('Unknown');
  });
});

describe('localIsoDate', () => {
  it('formats the local calendar date with zero padding', () => {
    expect(localIsoDate(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
    expect(localIsoDate(new Date(2030, 11, 31, 0, 0))).toBe('2030-12-31');
  });
});
