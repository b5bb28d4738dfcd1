import type { VenueCourt, VenueDetail } from '@shared/contracts/venues';

export const TEST_VENUE_ID = '11111111-1111-4111-8111-111111111111';
const tennis = { id: 1, name: 'Tennis' };
const padel = { id: 2, name: 'Padel' };

/** A court as the API answers it. */
export function testCourt(overrides: Partial<VenueCourt> = {}): VenueCourt {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Court 1',
    sports: [tennis, padel],
    indoor: false,
    surface: null,
    pricePerHour: null,
    ...overrides,
  };
}

/** The owner's venue as GET /api/venue/venues/{id} answers it; pass what the test cares about. */
export function testVenueDetail(overrides: Partial<VenueDetail> = {}): VenueDetail {
  return {
    id: TEST_VENUE_ID,
    name: 'Riverside Courts',
    description: null,
    images: [],
    address: '1 River Road',
    city: 'London',
    state: null,
    zipCode: null,
    country: 'GB',
    latitude: null,
    longitude: null,
    phoneNumber: null,
    email: null,
    website: null,
    pricePerHour: '20.00',
    currency: 'USD',
    rating: 0,
    reviewCount: 0,
    amenities: [],
    timeZone: 'Europe/London',
    isActive: true,
    sports: [tennis, padel],
    courts: [testCourt()],
    openingHours: { weekly: [], exceptions: [] },
    splitDeadlineHours: 2,
    ...overrides,
  };
}
