import { describe, expect, it } from 'vitest';
import { timeLeft } from './deadline';

describe('timeLeft', () => {
  it('reads days, hours, minutes and seconds at the scale that matters', () => {
    expect(timeLeft(2 * 86_400_000 + 3 * 3_600_000 + 5_000)).toBe('2 d 3 h');
    expect(timeLeft(3 * 3_600_000 + 5 * 60_000)).toBe('3 h 05 min');
    expect(timeLeft(4 * 60_000 + 9_000)).toBe('4 min 09 s');
    expect(timeLeft(0)).toBe('deadline passed');
  });
});
