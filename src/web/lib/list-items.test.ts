import { describe, expect, it } from 'vitest';
import { listItems, listTotal, upcomingBookings } from './list-items';

describe('listItems', () => {
  it('takes a bare array as it is', () => {
    expect(listItems([{ id: 1 }, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('takes the items of a paginated answer', () => {
    expect(listItems({ items: [{ id: 1 }], nextCursor: 'abc' })).toEqual([{ id: 1 }]);
  });

  it('reads anything else as an empty list', () => {
    for (const data of [undefined, null, '<!doctype html>', 42, {}, { items: 'nope' }]) {
      expect(listItems(data)).toEqual([]);
    }
  });
});

describe('listTotal', () => {
  it('takes the reported total, else counts the items', () => {
    expect(listTotal({ items: [{ id: 1 }], nextCursor: 'x', total: 42 })).toBe(42);
    expect(listTotal([{ id: 1 }, { id: 2 }])).toBe(2);
    expect(listTotal({ items: [{ id: 1 }], total: 'many' })).toBe(1);
    expect(listTotal(null)).toBe(0);
  });
});

describe('upcomingBookings', () => {
  it('keeps pending and confirmed bookings that have not started', () => {
    const now = Date.parse('2030-01-01T12:00:00Z');
    const bookings = [
      { id: 1, status: 'confirmed', startTime: '2030-01-02T10:00:00Z' },
      { id: 2, status: 'pending', startTime: '2030-01-01T12:30:00Z' },
      { id: 3, status: 'cancelled', startTime: '2030-01-03T10:00:00Z' },
      { id: 4, status: 'confirmed', startTime: '2029-12-31T10:00:00Z' },
      { id: 5, status: 'completed', startTime: '2030-01-05T10:00:00Z' },
      { id: 6, status: 'confirmed', startTime: 'soon' },
    ];
    expect(upcomingBookings(bookings, now).map((b) => b.id)).toEqual([1, 2]);
  });
});
