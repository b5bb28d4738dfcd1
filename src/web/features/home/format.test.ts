import { describe, expect, it } from 'vitest';
import { capitalise, formatGameStart, formatPrice, formatRating } from './format';

describe('dashboard formatting', () => {
  it('capitalises a skill level', () => {
    expect(capitalise('advanced')).toBe('Advanced');
  });

  it('shows prices with a dollar sign and two decimals', () => {
    expect(formatPrice('25.5')).toBe('$25.50');
    expect(formatPrice(40)).toBe('$40.00');
    expect(formatPrice(null)).toBe('$0.00');
    expect(formatPrice('abc')).toBe('$0.00');
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
});
