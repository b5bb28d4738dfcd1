import type { Booking } from '@shared/contracts/bookings';

/** A booking as the API answers it; pass what the test cares about. */
export function testBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    venueId: '11111111-1111-4111-8111-111111111111',
    sportId: 3,
    sportName: 'Tennis',
    courtId: '33333333-3333-4333-8333-333333333333',
    courtName: 'Court 1',
    startTime: '2030-06-12T09:00:00.000Z',
    endTime: '2030-06-12T10:30:00.000Z',
    totalAmount: '60.00',
    currency: 'USD',
    notes: null,
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentProvider: 'test',
    qrCode: 'MDC1.abcdefghijklmnop.abcdefghijklmnopqrstuv',
    holdExpiresAt: null,
    checkedInAt: null,
    cancelledAt: null,
    createdAt: '2030-06-01T00:00:00.000Z',
    venue: {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Riverside Courts',
      address: '1 River Road',
      city: 'London',
      state: null,
      timeZone: 'Europe/London',
      image: null,
    },
    review: null,
    canReview: false,
    ...overrides,
  };
}
