import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkBookingTimes,
  daySlots,
  endTimesFrom,
  instantToLocal,
  isIsoDate,
  isTimeZone,
  localToInstant,
  localToday,
  OPEN_MINUTES_PER_DAY,
  openingWindow,
  formatDuration,
  refundPolicy,
  type SlotState,
  startTimesOf,
  TIME_MESSAGES,
  TIME_OPTIONS,
} from './slots';

const at = (iso: string) => new Date(iso);

describe('time options and slots', () => {
  it('runs every 30 minutes from 09:00 to 22:30', () => {
    expect(TIME_OPTIONS[0]).toBe('09:00');
    expect(TIME_OPTIONS.at(-1)).toBe('22:30');
    expect(TIME_OPTIONS).toHaveLength(28);
    expect(OPEN_MINUTES_PER_DAY).toBe(810);
  });

  it('gives 27 half-hour slots a day, in the venue time zone', () => {
    const slots = daySlots('2025-06-10', 'Europe/Madrid');
    expect(slots).toHaveLength(27);
    expect(slots[0]).toMatchObject({ start: '09:00', end: '09:30' });
    expect(slots[0]!.startTime.toISOString()).toBe('2025-06-10T07:00:00.000Z');
    expect(slots.at(-1)!.endTime.toISOString()).toBe('2025-06-10T20:30:00.000Z');
  });

  it('handles zones with odd offsets', () => {
    expect(localToInstant('2025-06-10', '09:00', 'Asia/Kathmandu')!.toISOString()).toBe(
      '2025-06-10T03:15:00.000Z',
    );
    expect(localToInstant('2025-06-10', '09:00', 'Asia/Dubai')!.toISOString()).toBe(
      '2025-06-10T05:00:00.000Z',
    );
  });
});

describe('daylight-saving changes', () => {
  it('London spring forward: 09:00 is 09:00Z the day before, 08:00Z on the day', () => {
    expect(daySlots('2025-03-29', 'Europe/London')[0]!.startTime.toISOString()).toBe(
      '2025-03-29T09:00:00.000Z',
    );
    const slots = daySlots('2025-03-30', 'Europe/London');
    expect(slots).toHaveLength(27);
    expect(slots[0]!.startTime.toISOString()).toBe('2025-03-30T08:00:00.000Z');
    // Every slot is still 30 real minutes long on the 23-hour day.
    for (const slot of slots) {
      expect(slot.endTime.getTime() - slot.startTime.getTime()).toBe(30 * 60_000);
    }
  });

  it('London fall back: 09:00 is 08:00Z the day before, 09:00Z on the day', () => {
    expect(localToInstant('2025-10-25', '09:00', 'Europe/London')!.toISOString()).toBe(
      '2025-10-25T08:00:00.000Z',
    );
    expect(localToInstant('2025-10-26', '09:00', 'Europe/London')!.toISOString()).toBe(
      '2025-10-26T09:00:00.000Z',
    );
    expect(openingWindow('2025-10-26', 'Europe/London')).toEqual({
      open: at('2025-10-26T09:00:00.000Z'),
      close: at('2025-10-26T22:30:00.000Z'),
    });
  });

  it('New York spring forward and fall back', () => {
    expect(localToInstant('2025-03-08', '09:00', 'America/New_York')!.toISOString()).toBe(
      '2025-03-08T14:00:00.000Z',
    );
    expect(localToInstant('2025-03-09', '09:00', 'America/New_York')!.toISOString()).toBe(
      '2025-03-09T13:00:00.000Z',
    );
    expect(localToInstant('2025-11-02', '22:30', 'America/New_York')!.toISOString()).toBe(
      '2025-11-03T03:30:00.000Z',
    );
  });

  it('a local time skipped by the clock change does not exist', () => {
    expect(localToInstant('2025-03-30', '01:30', 'Europe/London')).toBeNull();
    expect(localToInstant('2025-03-09', '02:30', 'America/New_York')).toBeNull();
  });

  it('reads instants back as the venue clock shows them', () => {
    expect(instantToLocal(at('2025-03-30T08:00:00Z'), 'Europe/London')).toEqual({
      date: '2025-03-30',
      time: '09:00',
    });
    expect(localToday('Asia/Tokyo', at('2025-06-10T20:00:00Z'))).toBe('2025-06-11');
    expect(localToday('America/Los_Angeles', at('2025-06-10T05:00:00Z'))).toBe('2025-06-09');
  });
});

describe('dates and zones', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2025-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-2-1')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });

  it('knows IANA zones', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});

describe('what a booking form offers', () => {
  const slots: SlotState[] = [
    { start: '09:00', end: '09:30', status: 'past' },
    { start: '09:30', end: '10:00', status: 'free' },
    { start: '10:00', end: '10:30', status: 'free' },
    { start: '10:30', end: '11:00', status: 'taken' },
    { start: '11:00', end: '11:30', status: 'free' },
  ];

  it('offers free starts only', () => {
    expect(startTimesOf(slots)).toEqual(['09:30', '10:00', '11:00']);
  });

  it('offers ends up to the next taken slot, never across it', () => {
    expect(endTimesFrom(slots, '09:30')).toEqual(['10:00', '10:30']);
    expect(endTimesFrom(slots, '11:00')).toEqual(['11:30']);
    expect(endTimesFrom(slots, '10:30')).toEqual([]);
    expect(endTimesFrom(slots, '09:00')).toEqual([]);
  });
});

describe('checkBookingTimes', () => {
  const now = at('2025-06-01T12:00:00Z');
  const zone = 'Europe/London';
  const check = (start: string, end: string) => checkBookingTimes(at(start), at(end), zone, now);

  it('accepts a slot inside opening hours', () => {
    expect(check('2025-06-10T09:00:00+01:00', '2025-06-10T10:30:00+01:00')).toEqual({
      ok: true,
      date: '2025-06-10',
      start: '09:00',
      end: '10:30',
      minutes: 90,
    });
    expect(check('2025-06-10T22:00:00+01:00', '2025-06-10T22:30:00+01:00').ok).toBe(true);
  });

  it('refuses times off the half-hour grid', () => {
    expect(check('2025-06-10T09:15:00+01:00', '2025-06-10T10:00:00+01:00')).toMatchObject({
      ok: false,
      field: 'startTime',
      message: TIME_MESSAGES.grid,
    });
    expect(check('2025-06-10T09:00:00+01:00', '2025-06-10T10:00:30+01:00')).toMatchObject({
      ok: false,
      field: 'endTime',
    });
  });

  it('refuses times outside opening hours', () => {
    expect(check('2025-06-10T08:30:00+01:00', '2025-06-10T09:30:00+01:00')).toMatchObject({
      ok: false,
      message: TIME_MESSAGES.hours,
    });
    expect(check('2025-06-10T22:00:00+01:00', '2025-06-10T23:00:00+01:00')).toMatchObject({
      ok: false,
      message: TIME_MESSAGES.hours,
    });
  });

  it('refuses zero and negative spans', () => {
    expect(check('2025-06-10T10:00:00+01:00', '2025-06-10T10:00:00+01:00')).toMatchObject({
      message: TIME_MESSAGES.order,
    });
    expect(check('2025-06-10T11:00:00+01:00', '2025-06-10T10:00:00+01:00')).toMatchObject({
      message: TIME_MESSAGES.order,
    });
  });

  it('refuses the past and the far future', () => {
    expect(check('2025-05-31T10:00:00+01:00', '2025-05-31T11:00:00+01:00')).toMatchObject({
      message: TIME_MESSAGES.past,
    });
    expect(check('2026-06-10T10:00:00+01:00', '2026-06-10T11:00:00+01:00')).toMatchObject({
      message: TIME_MESSAGES.tooFar,
    });
  });

  it('judges hours by the venue clock across a DST change', () => {
    // 09:00 in London on the spring-forward day is 08:00Z; 09:00Z that day is 10:00 local.
    const dstNow = at('2025-03-01T00:00:00Z');
    expect(
      checkBookingTimes(at('2025-03-30T08:00:00Z'), at('2025-03-30T09:00:00Z'), zone, dstNow),
    ).toMatchObject({ ok: true, start: '09:00', end: '10:00', minutes: 60 });
    expect(
      checkBookingTimes(at('2025-03-30T07:30:00Z'), at('2025-03-30T08:30:00Z'), zone, dstNow),
    ).toMatchObject({ ok: false, message: TIME_MESSAGES.hours });
  });
});

describe('refundPolicy', () => {
  const start = at('2025-06-10T10:00:00Z');
  it('refunds a paid booking cancelled 24 hours or more ahead', () => {
    expect(
      refundPolicy({ startTime: start, paymentStatus: 'paid' }, at('2025-06-09T10:00:00Z')),
    ).toEqual({ refundable: true, refundUntil: at('2025-06-09T10:00:00Z') });
    expect(
      refundPolicy({ startTime: start, paymentStatus: 'paid' }, at('2025-06-09T10:00:01Z'))
        .refundable,
    ).toBe(false);
  });

  it('has nothing to refund for an unpaid booking', () => {
    expect(
      refundPolicy({ startTime: start, paymentStatus: 'pending' }, at('2025-06-01T00:00:00Z'))
        .refundable,
    ).toBe(false);
  });
});

describe('formatDuration', () => {
  it('says minutes, one hour, or hours', () => {
    expect(formatDuration(30)).toBe('30 minutes');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(90)).toBe('1.5 hours');
    expect(formatDuration(120)).toBe('2 hours');
  });
});
