import { describe, expect, it } from 'vitest';
import type { CourtBlockView } from '@shared/contracts/courts';
import type { VenueBooking } from '@shared/contracts/venue-owner';
import {
  calendarRows,
  datesRange,
  isOpenAt,
  layoutSchedule,
  movedTimes,
  placeOnRows,
  weekOf,
  type CalendarColumn,
} from './calendar-layout';

const TZ = 'Europe/London';

const booking = (
  id: string,
  startTime: string,
  endTime: string,
  {
    status = 'confirmed',
    courtId = 'c1',
  }: { status?: VenueBooking['status']; courtId?: string } = {},
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
  timeZone: TZ,
  notes: null,
  checkedInAt: null,
  courtId,
  courtName: courtId === 'c1' ? 'Court 1' : 'Court 2',
  source: 'online',
  customerPhone: null,
});

const block = (
  id: string,
  courtId: string,
  startTime: string,
  endTime: string,
): CourtBlockView => ({
  id,
  courtId,
  courtName: 'Court',
  startTime,
  endTime,
  reason: 'Maintenance',
});

const column = (courtId: string, date: string): CalendarColumn => ({
  key: `${courtId}-${date}`,
  courtId,
  date,
  label: courtId,
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

  it('rows run from the earliest opening to the latest closing; closed days count for nothing', () => {
    const rows = calendarRows([
      { opensAt: '08:00', closesAt: '12:00' },
      null,
      { opensAt: '10:00', closesAt: '13:30' },
    ]);
    expect(rows[0]).toBe('08:00');
    expect(rows.at(-1)).toBe('13:00');
    expect(rows).toHaveLength(11);
    // All closed: SPEC §9's 09:00–22:30.
    expect(calendarRows([null])[0]).toBe('09:00');
    expect(calendarRows([null]).at(-1)).toBe('22:00');
  });

  it('a half-hour is open from the opening up to, not including, the closing', () => {
    const window = { opensAt: '08:00', closesAt: '12:00' };
    expect(isOpenAt(window, '08:00')).toBe(true);
    expect(isOpenAt(window, '11:30')).toBe(true);
    expect(isOpenAt(window, '12:00')).toBe(false);
    expect(isOpenAt(window, '07:30')).toBe(false);
    expect(isOpenAt(null, '09:00')).toBe(false);
  });

  it('places a range by the venue clock, half an hour per row', () => {
    const rows = calendarRows([{ opensAt: '09:00', closesAt: '22:30' }]);
    // 18:00–19:30 London summer time is 17:00–18:30Z.
    expect(
      placeOnRows('2030-06-11T17:00:00Z', '2030-06-11T18:30:00Z', TZ, '2030-06-11', rows),
    ).toEqual({
      row: 18,
      span: 3,
    });
    expect(
      placeOnRows('2030-06-11T17:00:00Z', '2030-06-11T18:30:00Z', TZ, '2030-06-12', rows),
    ).toBeNull();
    // Before opening: nothing of it on the grid.
    expect(
      placeOnRows('2030-06-11T06:00:00Z', '2030-06-11T07:00:00Z', TZ, '2030-06-11', rows),
    ).toBeNull();
    // A block from the evening before to 10:00 covers the top of the column.
    expect(
      placeOnRows('2030-06-10T20:00:00Z', '2030-06-11T09:00:00Z', TZ, '2030-06-11', rows),
    ).toEqual({
      row: 0,
      span: 2,
    });
  });

  it('puts bookings and blocks in their court and date, and marks the rows they take', () => {
    const rows = calendarRows([{ opensAt: '09:00', closesAt: '22:30' }]);
    const layout = layoutSchedule({
      columns: [column('c1', '2030-06-11'), column('c2', '2030-06-11')],
      rows,
      timeZone: TZ,
      bookings: [
        booking('a', '2030-06-11T17:00:00Z', '2030-06-11T18:00:00Z'),
        booking('b', '2030-06-11T08:00:00Z', '2030-06-11T09:00:00Z', { courtId: 'c2' }),
        booking('x', '2030-06-11T10:00:00Z', '2030-06-11T11:00:00Z', { status: 'cancelled' }),
      ],
      blocks: [block('k', 'c2', '2030-06-11T11:00:00Z', '2030-06-11T12:30:00Z')],
    });
    const one = layout.get('c1-2030-06-11')!;
    const two = layout.get('c2-2030-06-11')!;
    expect(one.bookings.map((p) => p.item.id)).toEqual(['a']);
    expect([...one.busy]).toEqual([18, 19]);
    expect(two.bookings).toEqual([{ item: expect.objectContaining({ id: 'b' }), row: 0, span: 2 }]);
    expect(two.blocks).toEqual([{ item: expect.objectContaining({ id: 'k' }), row: 6, span: 3 }]);
    expect([...two.busy].sort((a, b) => a - b)).toEqual([0, 1, 6, 7, 8]);
  });

  it('shows cancelled bookings when asked, without taking their time', () => {
    const layout = layoutSchedule({
      columns: [column('c1', '2030-06-11')],
      rows: calendarRows([null]),
      timeZone: TZ,
      bookings: [
        booking('x', '2030-06-11T08:00:00Z', '2030-06-11T09:00:00Z', { status: 'cancelled' }),
      ],
      blocks: [],
      showCancelled: true,
    });
    expect(layout.get('c1-2030-06-11')).toMatchObject({
      bookings: [{ row: 0, span: 2 }],
      busy: new Set(),
    });
  });

  it('a move keeps the length and reads the new time on the venue clock', () => {
    const b = booking('a', '2030-06-11T17:00:00Z', '2030-06-11T18:30:00Z');
    expect(movedTimes(b, '2030-12-02', '10:00', TZ)).toEqual({
      startTime: '2030-12-02T10:00:00.000Z',
      endTime: '2030-12-02T11:30:00.000Z',
    });
    // 01:30 does not exist in London on the last Sunday of March.
    expect(movedTimes(b, '2030-03-31', '01:30', TZ)).toBeNull();
  });

  it('reads from the first midnight to the midnight after the last date', () => {
    expect(datesRange(['2030-06-10', '2030-06-16'], TZ)).toEqual({
      from: '2030-06-09T23:00:00.000Z',
      to: '2030-06-16T23:00:00.000Z',
    });
  });
});
