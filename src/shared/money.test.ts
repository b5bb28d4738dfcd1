import { describe, expect, it } from 'vitest';
import {
  bookingTotalCents,
  formatCents,
  formatMoney,
  fromCents,
  isMoneyText,
  toCents,
} from './money';

describe('money', () => {
  it('turns numeric text into cents and back', () => {
    expect(toCents('25')).toBe(2500);
    expect(toCents('25.5')).toBe(2550);
    expect(toCents('0.07')).toBe(7);
    expect(toCents(12.3)).toBe(1230);
    expect(fromCents(2550)).toBe('25.50');
    expect(fromCents(7)).toBe('0.07');
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents('-1')).toThrow();
    expect(isMoneyText('abc')).toBe(false);
  });

  it('formats with a dollar sign and 2 decimals', () => {
    expect(formatMoney('40')).toBe('$40.00');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney('nonsense')).toBe('$0.00');
  });

  it('separates thousands (the analytics figure showed $65904.50)', () => {
    expect(formatMoney('65904.50')).toBe('$65,904.50');
    expect(formatMoney(65904.5)).toBe('$65,904.50');
    expect(formatMoney('999.99')).toBe('$999.99');
    expect(formatMoney('1000')).toBe('$1,000.00');
    expect(formatMoney('1234567.8')).toBe('$1,234,567.80');
    expect(formatCents(6590450)).toBe('$65,904.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-500)).toBe('-$5.00');
  });

  it('prices a booking by the minute, rounding half a cent up', () => {
    expect(bookingTotalCents(4000, 90)).toBe(6000);
    expect(bookingTotalCents(2525, 30)).toBe(1263);
    expect(bookingTotalCents(4000, 0)).toBe(0);
    expect(bookingTotalCents(4000, -30)).toBe(0);
  });
});
