import { describe, expect, it } from 'vitest';
import { monthLabel } from './month-label';

describe('monthLabel', () => {
  it('shows the month, and the year when it is another one', () => {
    const now = new Date('2024-06-20T12:00:00Z');
    expect(monthLabel('2024-03', now, 'en-US')).toBe('Mar');
    expect(monthLabel('2023-12', now, 'en-US')).toBe('Dec 23');
    expect(monthLabel('garbage', now, 'en-US')).toBe('garbage');
  });
});
