import { EARTH_RADIUS_KM } from '@shared/map';

const RAD = Math.PI / 180;

/** Great-circle distance in km (haversine), as the API measures it. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lng2 - lng1) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A closed ring of [lng, lat] points `km` around a centre, to draw the search radius. */
export function circleRing(lat: number, lng: number, km: number, steps = 64): [number, number][] {
  const d = km / EARTH_RADIUS_KM;
  const ring: [number, number][] = [];
  for (let i = 0; i < steps; i++) {
    const bearing = (i / steps) * 2 * Math.PI;
    const lat2 = Math.asin(
      Math.sin(lat * RAD) * Math.cos(d) + Math.cos(lat * RAD) * Math.sin(d) * Math.cos(bearing),
    );
    const lng2 =
      lng * RAD +
      Math.atan2(
        Math.sin(bearing) * Math.sin(d) * Math.cos(lat * RAD),
        Math.cos(d) - Math.sin(lat * RAD) * Math.sin(lat2),
      );
    ring.push([lng2 / RAD, lat2 / RAD]);
  }
  // GeoJSON rings close on exactly their first point.
  ring.push(ring[0]!);
  return ring;
}

/** Coordinates shown to people: 4 decimals (SPEC §2). */
export const formatCoordinate = (value: number) => value.toFixed(4);

/** A finite number: markers without one are skipped (SPEC §2). */
export const isCoordinate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
