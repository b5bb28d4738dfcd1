import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourtBlockView } from '@shared/contracts/courts';
import type { OwnedVenue, VenueBooking } from '@shared/contracts/venue-owner';
import type { VenueCourt, VenueDetail } from '@shared/contracts/venues';
import { addDays, localToday } from '@shared/slots';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { CalendarTab } from './calendar-tab';

// The calendar opens on today; everything here happens tomorrow (UTC, so times read as written).
const day = addDays(localToday('UTC', new Date()), 1);
const at = (time: string) => `${day}T${time}:00.000Z`;

const venue = { id: 'v1', name: 'Riverside Courts', active: true, timeZone: 'UTC' } as OwnedVenue;
const tennis = { id: 1, name: 'Tennis' };
const court = (id: string, name: string): VenueCourt => ({
  id,
  name,
  sports: [tennis],
  indoor: false,
  surface: null,
  pricePerHour: null,
});
const detail = {
  id: 'v1',
  name: venue.name,
  timeZone: 'UTC',
  sports: [tennis],
  courts: [court('c1', 'Court 1'), court('c2', 'Court 2')],
  // Closed from 20:00 every day.
  openingHours: {
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      opensAt: '09:00',
      closesAt: '20:00',
    })),
    exceptions: [],
  },
} as unknown as VenueDetail;

const sam: VenueBooking = {
  id: 'b1',
  customerName: 'Sam Carter',
  venue: venue.name,
  time: '',
  amount: '40.00',
  status: 'confirmed',
  paymentStatus: 'pending',
  venueId: 'v1',
  sportName: 'Tennis',
  startTime: at('10:00'),
  endTime: at('11:00'),
  timeZone: 'UTC',
  notes: null,
  checkedInAt: null,
  courtId: 'c2',
  courtName: 'Court 2',
  source: 'desk',
  customerPhone: '+44 20 7946 0000',
};
const repairs: CourtBlockView = {
  id: 'k1',
  courtId: 'c1',
  courtName: 'Court 1',
  startTime: at('09:00'),
  endTime: at('10:00'),
  reason: 'Maintenance: net',
};

function setup(moveAnswer: { status: number; body: unknown }) {
  const fetchMock = stubFetch({
    '/api/venue/owned': { body: [venue] },
    '/api/venue/venues/v1': { body: detail },
    '/api/venue/bookings': { body: { items: [sam], total: 1, page: 1, pageSize: 500 } },
    '/api/venue/venues/v1/blocks': { body: [repairs] },
    'POST /api/venue/venues/v1/bookings': (sent) => ({
      status: 201,
      body: { ...sam, id: 'b2', ...(sent as object) },
    }),
    'PATCH /api/venue/venues/v1/bookings/b1': moveAnswer,
    'DELETE /api/venue/venues/v1/blocks/k1': { status: 204 },
    'POST /api/venue/venues/v1/blocks': (sent) => ({
      status: 201,
      body: { ...repairs, id: 'k2', ...(sent as object) },
    }),
  });
  renderWithProviders(<CalendarTab />, { user: testUser() });
  return fetchMock;
}

async function openTomorrow() {
  await userEvent.click(await screen.findByRole('button', { name: 'Next day' }));
  return screen.findByRole('button', { name: /^Sam Carter, 10:00–11:00, Court 2, Unpaid/ });
}

describe('CalendarTab', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("says when the venues can't be read, and reads them again on Try again", async () => {
    const fetchMock = stubFetch({ '/api/venue/owned': { status: 500, body: { message: 'x' } } });
    renderWithProviders(<CalendarTab />, { user: testUser() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your venues.");
    // Never the empty state while nothing is known.
    expect(screen.queryByText('Add a venue to see its calendar.')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/venue/owned')).toHaveLength(2));
  });

  it("says when a venue's courts and hours can't be read", async () => {
    stubFetch({
      '/api/venue/owned': { body: [venue] },
      '/api/venue/venues/v1': { status: 500, body: { message: 'x' } },
    });
    renderWithProviders(<CalendarTab />, { user: testUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent(`We couldn't load ${venue.name}.`);
  });

  it('shows a column per court, with bookings, blocks and closed times', async () => {
    setup({ status: 200, body: sam });
    await openTomorrow();
    const columns = screen.getAllByTestId('calendar-column');
    expect(columns.map((c) => c.dataset.column)).toEqual(['Court 1', 'Court 2']);
    expect(within(columns[0]!).getByTestId('calendar-block')).toHaveTextContent(
      'BlockedMaintenance: net',
    );
    // Free half-hours are buttons; taken and closed ones are not.
    expect(within(columns[1]!).queryByRole('button', { name: /Court 2, 10:00/ })).toBeNull();
    expect(within(columns[1]!).getByRole('button', { name: /Court 2, 11:00/ })).toBeVisible();
    expect(within(columns[0]!).queryByRole('button', { name: /Court 1, 09:00/ })).toBeNull();
    // Rows stop at closing: the last half-hour starts at 19:30.
    expect(within(columns[0]!).getByRole('button', { name: /Court 1, 19:30/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Court 1, 20:00/ })).toBeNull();
  });

  it('adds a desk booking from a free half-hour', async () => {
    const fetchMock = setup({ status: 200, body: sam });
    await openTomorrow();
    await userEvent.click(
      screen.getByRole('button', { name: 'Court 1, 12:00: add a booking or block' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Customer name'), 'Walk In');
    await userEvent.click(within(dialog).getByLabelText('Paid at the desk'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = callsTo(fetchMock, 'POST', '/api/venue/venues/v1/bookings');
    expect(sentJson(call![1])).toEqual({
      courtId: 'c1',
      sportId: 1,
      startTime: at('12:00'),
      endTime: at('13:00'),
      customerName: 'Walk In',
      customerPhone: '',
      paidAtDesk: true,
    });
  });

  it('blocks a court for a range with a reason', async () => {
    const calls = setup({ status: 200, body: sam });
    await openTomorrow();
    await userEvent.click(
      screen.getByRole('button', { name: 'Court 2, 14:00: add a booking or block' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Block court' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'Other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block court' }));
    // "Other" needs a word on why.
    expect(within(dialog).getByText('Say why the court is closed')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/venue/venues/v1/blocks')).toHaveLength(0);
    // The range may start before the half-hour chosen; the end follows when it must.
    await userEvent.type(within(dialog).getByLabelText('Details'), 'Club final');
    await userEvent.selectOptions(within(dialog).getByLabelText('From'), '13:00');
    expect(within(dialog).getByLabelText('Until')).toHaveValue('15:00');
    await userEvent.selectOptions(within(dialog).getByLabelText('From'), '16:00');
    expect(within(dialog).getByLabelText('Until')).toHaveValue('16:30');
    await userEvent.selectOptions(within(dialog).getByLabelText('Until'), '19:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block court' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = callsTo(calls, 'POST', '/api/venue/venues/v1/blocks');
    expect(sentJson(call![1])).toEqual({
      courtId: 'c2',
      startTime: at('16:00'),
      endTime: at('19:30'),
      reason: 'Club final',
    });
  });

  it('moves a booking from its dialog, and a conflict snaps it back with the server message', async () => {
    const fetchMock = setup({
      status: 409,
      body: { message: 'That slot was just booked by someone else', code: 'CONFLICT' },
    });
    await userEvent.click(await openTomorrow());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Start'), '15:00');
    await userEvent.selectOptions(within(dialog).getByLabelText('Court'), 'Court 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(await screen.findByText('That slot was just booked by someone else')).toBeVisible();
    const [call] = callsTo(fetchMock, 'PATCH', '/api/venue/venues/v1/bookings/b1');
    expect(sentJson(call![1])).toEqual({
      courtId: 'c1',
      startTime: at('15:00'),
      endTime: at('16:00'),
    });
    // Still on Court 2 at 10:00.
    const [, courtTwo] = screen.getAllByTestId('calendar-column');
    expect(within(courtTwo!).getByTestId('calendar-booking')).toHaveTextContent('Sam Carter');
  });

  it('removes a block', async () => {
    const fetchMock = setup({ status: 200, body: sam });
    await openTomorrow();
    await userEvent.click(screen.getByTestId('calendar-block'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove block' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', '/api/venue/venues/v1/blocks/k1')).toHaveLength(1),
    );
  });

  it('a booking dropped on a half-hour moves there; dropped where it is, nothing is sent', async () => {
    const fetchMock = setup({ status: 200, body: { ...sam, courtId: 'c1' } });
    const booking = await openTomorrow();
    const carrying = (id: string) => ({
      dataTransfer: { types: ['application/x-matchday-booking'], getData: () => id },
    });
    fireEvent.drop(booking, carrying('b1'));
    expect(callsTo(fetchMock, 'PATCH', '/api/venue/venues/v1/bookings/b1')).toHaveLength(0);
    fireEvent.drop(
      screen.getByRole('button', { name: 'Court 1, 15:00: add a booking or block' }),
      carrying('b1'),
    );
    expect(await screen.findByText('Booking moved')).toBeVisible();
    const [call] = callsTo(fetchMock, 'PATCH', '/api/venue/venues/v1/bookings/b1');
    expect(sentJson(call![1])).toEqual({
      courtId: 'c1',
      startTime: at('15:00'),
      endTime: at('16:00'),
    });
  });
});
