import { describe, expect, it } from 'vitest';
import { circleRing, distanceKm, formatCoordinate, isCoordinate } from './geo';

describe('geo helpers', () => {
  it('measures great-circle distances as the API does', () => {
    expect(distanceKm(25.2048, 55.2708, 25.3463, 55.4209)).toBeCloseTo(21.802, 2);
    expect(distanceKm(0, 10, 0, 10.5)).toBeCloseTo(55.597, 2);
    expect(distanceKm(48.8566, 2.3522, 48.8566, 2.3522)).toBe(0);
  });

  it('draws a closed ring at the radius', () => {
    const ring = circleRing(51.5, -0.12, 5, 32);
    expect(ring).toHaveLength(33);
    expect(ring[0]).toEqual(ring[32]);
    for (const [lng, lat] of ring) expect(distanceKm(51.5, -0.12, lat, lng)).toBeCloseTo(5, 3);
  });

  it('formats to 4 decimals and knows what a coordinate is', () => {
    expect(formatCoordinate(25.28541)).toBe('25.2854');
    expect(formatCoordinate(-3)).toBe('-3.0000');
    expect(isCoordinate(0)).toBe(true);
    expect(isCoordinate(null)).toBe(false);
    expect(isCoordinate(Number.NaN)).toBe(false);
    expect(isCoordinate('51.5')).toBe(false);
  });
});
