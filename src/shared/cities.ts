// Cities a player can pick as "where I play" (smart matching measures distance from it). The
// seed data uses them too. Coordinates are city centres, enough for "about N km away".

export type City = { name: string; country: string; latitude: number; longitude: number };

export const CITIES: readonly City[] = [
  { name: 'London', country: 'United Kingdom', latitude: 51.5074, longitude: -0.1278 },
  { name: 'Manchester', country: 'United Kingdom', latitude: 53.4808, longitude: -2.2426 },
  { name: 'Birmingham', country: 'United Kingdom', latitude: 52.4862, longitude: -1.8904 },
  { name: 'Paris', country: 'France', latitude: 48.8566, longitude: 2.3522 },
  { name: 'Lyon', country: 'France', latitude: 45.764, longitude: 4.8357 },
  { name: 'Berlin', country: 'Germany', latitude: 52.52, longitude: 13.405 },
  { name: 'Munich', country: 'Germany', latitude: 48.1351, longitude: 11.582 },
  { name: 'Hamburg', country: 'Germany', latitude: 53.5511, longitude: 9.9937 },
  { name: 'Madrid', country: 'Spain', latitude: 40.4168, longitude: -3.7038 },
  { name: 'Barcelona', country: 'Spain', latitude: 41.3874, longitude: 2.1686 },
  { name: 'Valencia', country: 'Spain', latitude: 39.4699, longitude: -0.3763 },
  { name: 'Rome', country: 'Italy', latitude: 41.9028, longitude: 12.4964 },
  { name: 'Milan', country: 'Italy', latitude: 45.4642, longitude: 9.19 },
  { name: 'Istanbul', country: 'Turkey', latitude: 41.0082, longitude: 28.9784 },
  { name: 'Ankara', country: 'Turkey', latitude: 39.9334, longitude: 32.8597 },
  { name: 'Dubai', country: 'United Arab Emirates', latitude: 25.2048, longitude: 55.2708 },
  { name: 'Abu Dhabi', country: 'United Arab Emirates', latitude: 24.4539, longitude: 54.3773 },
  { name: 'Riyadh', country: 'Saudi Arabia', latitude: 24.7136, longitude: 46.6753 },
  { name: 'Jeddah', country: 'Saudi Arabia', latitude: 21.4858, longitude: 39.1925 },
  { name: 'Doha', country: 'Qatar', latitude: 25.2854, longitude: 51.531 },
  { name: 'Amsterdam', country: 'Netherlands', latitude: 52.3676, longitude: 4.9041 },
  { name: 'Lisbon', country: 'Portugal', latitude: 38.7223, longitude: -9.1393 },
];

export const cityLabel = (city: City) => `${city.name}, ${city.country}`;

export function findCity(label: string | null | undefined): City | undefined {
  if (!label) return undefined;
  const wanted = label.trim().toLowerCase();
  return CITIES.find(
    (city) => cityLabel(city).toLowerCase() === wanted || city.name.toLowerCase() === wanted,
  );
}
