import { describe, expect, it } from 'vitest';
import type { VenueBooking } from '@shared/contracts/venue-owner';
import { layoutBookings, weekOf } from './calendar-layout';

const booking = (
  id: string,
  startTime: string,
  endTime: string,
  status: VenueBooking['status'] = 'confirmed',
): VenueBooking => ({
  id,
  customerName: 'Sam Carter',
  venue: 'Courts',
  time: '',
  amount: '40.00',
  status,
  paymentStatus: 'paid',
  venueId: 'v1',
  sportName: 'Tennis',
  startTime,
  endTime,
  timeZone: 'Europe/London',
  notes: null,
  checkedInAt: null,
  courtId: 'c1',
  courtName: 'Court 1',
  source: 'online',
  customerPhone: null,
});

describe('calendar layout', () => {
  it('weeks run Monday to Sunday', () => {
    expect(weekOf('2030-06-12')).toEqual([
      '2030-06-10',
      '2030-06-11',
      '2030-06-12',
      '2030-06-13',
      '2030-06-14',
      '2030-06-15',
      '2030-06-16',
    ]);
    expect(weekOf('2030-06-10')[0]).toBe('2030-06-10');
    expect(weekOf('2030-06-16')[0]).toBe('2030-06-10');
  });

  it('places bookings by the venue clock, half an hour per row', () => {
    // 18:00–19:30 London summer time is 17:00–18:30Z.
    const columns = layoutBookings(
      [
        booking('a', '2030-06-11T17:00:00Z', '2030-06-11T18:30:00Z'),
        booking('b', '2030-06-11T08:00:00Z', '2030-06-11T09:00:00Z', 'cancelled'),
        booking('c', '2030-06-20T08:00:00Z', '2030-06-20T09:00:00Z'),
      ],
      weekOf('2030-06-11'),
    );
    expect(columns.get('2030-06-11')).toEqual([
      { booking: expect.objectContaining({ id: 'a' }), row: 18, span: 3 },
    ]);
    expect([...columns.values()].flat()).toHaveLength(1);
  });

  it('shows cancelled bookings when asked', () => {
    const columns = layoutBookings(
      [booking('b', '2030-06-11T08:00:00Z', '2030-06-11T09:00:00Z', 'cancelled')],
      ['2030-06-11'],
      { showCancelled: true },
    );
    expect(columns.get('2030-06-11')![0]).toMatchObject({ row: 0, span: 2 });
  });
});
