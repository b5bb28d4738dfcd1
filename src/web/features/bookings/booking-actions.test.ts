import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/contracts/bookings';
import { bookingActions } from './booking-actions';

const now = new Date('2030-06-10T10:00:00Z');
const base: Booking = {
  id: 'b1',
  venueId: 'v1',
  sportId: 1,
  sportName: 'Tennis',
  courtId: 'c1',
  courtName: 'Court 1',
  startTime: '2030-06-12T10:00:00Z',
  endTime: '2030-06-12T11:00:00Z',
  totalAmount: '40.00',
  currency: 'USD',
  notes: null,
  status: 'confirmed',
  paymentStatus: 'paid',
  paymentProvider: 'test',
  qrCode: 'MDC1.x.y',
  holdExpiresAt: null,
  checkedInAt: null,
  cancelledAt: null,
  createdAt: '2030-06-01T00:00:00Z',
  venue: {
    id: 'v1',
    name: 'Courts',
    address: '1 St',
    city: 'London',
    state: null,
    timeZone: 'Europe/London',
    image: null,
  },
  review: null,
  canReview: false,
};

describe('bookingActions', () => {
  it('a confirmed future booking: QR code, modify, cancel, calendar', () => {
    expect(bookingActions(base, now)).toEqual({
      showQr: true,
      completePayment: false,
      split: false,
      modify: true,
      cancel: true,
      addToCalendar: true,
      review: false,
    });
  });

  it('a held, unpaid booking: complete payment and cancel only', () => {
    const pending = {
      ...base,
      status: 'pending' as const,
      paymentStatus: 'pending' as const,
      qrCode: null,
      holdExpiresAt: '2030-06-10T10:10:00Z',
    };
    expect(bookingActions(pending, now)).toMatchObject({
      showQr: false,
      completePayment: true,
      split: true,
      modify: false,
      cancel: true,
    });
    // Once split, each player pays their share from the shares panel instead.
    const split = { ...pending, paymentProvider: 'split', holdExpiresAt: pending.startTime };
    expect(bookingActions(split, now)).toMatchObject({
      completePayment: false,
      split: false,
      cancel: true,
    });
    // After a declined card the player may try again while the hold lasts.
    expect(bookingActions({ ...pending, paymentStatus: 'failed' }, now).completePayment).toBe(true);
    // The hold has run out: nothing to pay for.
    expect(
      bookingActions({ ...pending, holdExpiresAt: '2030-06-10T09:59:00Z' }, now).completePayment,
    ).toBe(false);
  });

  it('a past or cancelled booking offers no changes', () => {
    const past = { ...base, startTime: '2030-06-01T10:00:00Z', endTime: '2030-06-01T11:00:00Z' };
    expect(bookingActions(past, now)).toMatchObject({ modify: false, cancel: false, showQr: true });
    expect(bookingActions({ ...base, status: 'cancelled', qrCode: null }, now)).toMatchObject({
      showQr: false,
      modify: false,
      cancel: false,
      addToCalendar: false,
    });
    expect(bookingActions({ ...past, status: 'completed', canReview: true }, now)).toMatchObject({
      showQr: false,
      review: true,
    });
  });

  it('a checked-in booking before its hour: nothing to move, cancel or review yet', () => {
    const checkedIn = { ...base, checkedInAt: '2030-06-12T09:40:00Z' };
    expect(bookingActions(checkedIn, new Date('2030-06-12T09:45:00Z'))).toMatchObject({
      showQr: false,
      modify: false,
      cancel: false,
      addToCalendar: true,
      review: false,
    });
  });
});
