import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceRule } from '@shared/contracts/courts';
import type { VenueBookingList } from '@shared/contracts/venue-owner';
import type { VenueDetail, VenueList } from '@shared/contracts/venues';
import { createTestContext, signIn, type TestContext } from '@server/test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const read = async <T>(url: string, cookie = '') =>
  (await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).json<T>();

describe('the venue operations seed', () => {
  it('runs Ancoats Padel Club with six courts, its own hours, an evening peak and a phone booking', async () => {
    const found = await read<VenueList>('/api/venues?location=Ancoats%20Padel');
    const venue = await read<VenueDetail>(`/api/venues/${found.items[0]!.id}`);
    expect(venue.courts.map((c) => c.name)).toEqual([
      'Court 1',
      'Court 2',
      'Court 3',
      'Court 4',
      'Court 5',
      'Court 6',
    ]);
    expect(venue.openingHours.weekly[0]).toEqual({
      weekday: 1,
      opensAt: '07:00',
      closesAt: '23:00',
    });
    expect(venue.openingHours.weekly[6]).toEqual({
      weekday: 7,
      opensAt: '08:00',
      closesAt: '21:00',
    });
    expect(venue.openingHours.exceptions[0]).toMatchObject({
      opensAt: null,
      note: 'Christmas Day',
    });

    const owner = await signIn(ctx.app, 'owner@matchday.dev', 'matchday123');
    const rules = await read<PriceRule[]>(`/api/venue/venues/${venue.id}/price-rules`, owner);
    expect(rules).toEqual([
      expect.objectContaining({ startsAt: '18:00', endsAt: '21:00', multiplier: 1.5 }),
    ]);
    const desk = await read<VenueBookingList>(
      `/api/venue/bookings?venueId=${venue.id}&pageSize=200`,
      owner,
    );
    expect(desk.items.some((b) => b.source === 'desk' && b.customerName === 'Priya Shah')).toBe(
      true,
    );
  });
});
