import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from './card-format';

describe('card formatting', () => {
  it('groups card numbers as they are printed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42')).toBe('4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('writes the expiry as MM / YY', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1240')).toBe('12 / 40');
    expect(formatExpiry('12/4099')).toBe('12 / 40');
  });
});
