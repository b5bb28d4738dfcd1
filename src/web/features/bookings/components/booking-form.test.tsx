import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Availability } from '@shared/contracts/venues';
import { localToday } from '@shared/slots';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, stubFetch } from '@web/test/stub-fetch';
import { availabilityKey } from '@web/features/venues/api/venues';
import { createQueryClient } from '@web/lib/query-client';
import { RealtimeProvider } from '@web/lib/realtime';
import { stubLiveSocket } from '@web/test/live-socket';
import { testCourt, testVenueDetail } from '@web/test/venue-fixture';
import { BookingForm, JUST_BOOKED } from './booking-form';

// Tennis as sport 3, at 40.00 an hour with two reviews: what these tests' slots and prices use.
const tennis = { id: 3, name: 'Tennis' };
const court = testCourt({ sports: [tennis] });
const venue = testVenueDetail({
  pricePerHour: '40.00',
  rating: 4.5,
  reviewCount: 2,
  sports: [tennis],
  courts: [court],
});

const date = localToday('Europe/London', new Date());

/** 10:00–12:30 with 11:00–11:30 taken (and 09:00 already past), and any others `taken`. */
function availability(taken: string[] = []): Availability {
  const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
  const status = (start: string) =>
    start === '09:00' ? 'past' : start === '11:00' || taken.includes(start) ? 'taken' : 'free';
  return {
    venueId: venue.id,
    date,
    timeZone: venue.timeZone,
    today: date,
    opensAt: '09:00',
    closesAt: '12:30',
    courts: [court],
    slots: times.slice(0, -1).map((start, i) => ({
      start,
      end: times[i + 1]!,
      startTime: `${date}T${start}:00.000Z`,
      endTime: `${date}T${times[i + 1]}:00.000Z`,
      status: status(start),
      freeCourts: status(start) === 'free' ? 1 : 0,
      courts: [{ courtId: court.id, status: status(start), pricePerHour: '40.00' }],
    })),
  };
}

const availabilityUrl = `/api/venues/${venue.id}/availability?date=${date}`;
/** The values a select lets one pick (greyed-out options are shown, not offered). */
const options = (label: string) =>
  Array.from(screen.getByLabelText<HTMLSelectElement>(label).options)
    .filter((option) => !option.disabled)
    .map((option) => option.value)
    .filter(Boolean);
const greyed = (label: string) =>
  Array.from(screen.getByLabelText<HTMLSelectElement>(label).options)
    .filter((option) => option.disabled)
    .map((option) => option.textContent);

describe('BookingForm', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('offers free starts only and ends that never cross a taken slot, with a live total', async () => {
    stubFetch({ [availabilityUrl]: { body: availability() } });
    const { user } = renderWithProviders(<BookingForm venue={venue} />, { user: testUser() });
    await waitFor(() =>
      expect(options('Start time')).toEqual(['09:30', '10:00', '10:30', '11:30', '12:00']),
    );
    // Taken slots are shown greyed out; past ones not at all.
    expect(greyed('Start time')).toEqual(['11:00 (booked)']);
    expect(screen.getByLabelText('Sport')).toHaveValue('3');

    await user.selectOptions(screen.getByLabelText('Start time'), '09:30');
    expect(options('End time')).toEqual(['10:00', '10:30', '11:00']);
    expect(screen.getByLabelText('End time')).toHaveValue('10:00');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('$20.00');

    await user.selectOptions(screen.getByLabelText('End time'), '11:00');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('$60.00');
    expect(screen.getByText('1.5 hours × $40.00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });

  it("says 'Invalid Time' and disables booking when the end is not after the start", async () => {
    stubFetch({ [availabilityUrl]: { body: availability() } });
    const { user } = renderWithProviders(<BookingForm venue={venue} />, { user: testUser() });
    await waitFor(() => expect(options('Start time').length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByLabelText('Start time'), '09:30');
    await user.selectOptions(screen.getByLabelText('End time'), '10:00');
    await user.selectOptions(screen.getByLabelText('Start time'), '11:30');
    expect(screen.getByText('Invalid Time')).toBeVisible();
    expect(screen.getByText(/Please select valid start and end times\./)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });

  it('shows the SPEC messages for empty required fields', async () => {
    stubFetch({ [availabilityUrl]: { body: availability() } });
    const { user } = renderWithProviders(
      <BookingForm venue={{ ...venue, sports: [...venue.sports, { id: 4, name: 'Padel' }] }} />,
      { user: testUser() },
    );
    await user.click(screen.getByLabelText('Sport'));
    await user.tab();
    expect(await screen.findByText('Sport is required')).toBeVisible();
    await user.clear(screen.getByLabelText('Date'));
    await user.tab();
    expect(await screen.findByText('Date is required')).toBeVisible();
  });

  it('a lost race says the slot has just been booked and asks for the slots again', async () => {
    const fetchMock = stubFetch({
      [availabilityUrl]: { body: availability() },
      'POST /api/bookings': {
        status: 409,
        body: { message: 'This time slot has just been booked', code: 'slot_taken' },
      },
    });
    const { user } = renderWithProviders(<BookingForm venue={venue} />, { user: testUser() });
    await waitFor(() => expect(options('Start time').length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByLabelText('Start time'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('This time slot has just been booked')).toBeVisible();
    const sent = JSON.parse(
      fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body as string,
    );
    expect(sent).toMatchObject({ venueId: venue.id, sportId: 3, totalAmount: '20.00' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === availabilityUrl)).toHaveLength(2),
    );
    expect(screen.getByLabelText('Start time')).toHaveValue('');
  });

  it('a picked time booked by someone else meanwhile is dropped, and the form says so', async () => {
    let taken: string[] = [];
    stubFetch({ [availabilityUrl]: () => ({ body: availability(taken) }) });
    const queryClient = createQueryClient();
    const { user } = renderWithProviders(<BookingForm venue={venue} />, {
      user: testUser(),
      queryClient,
    });
    await waitFor(() => expect(options('Start time').length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByLabelText('Start time'), '10:00');
    expect(screen.queryByText(JUST_BOOKED)).toBeNull();

    // What a slots.changed message for this venue and day does: the slots are read again.
    taken = ['10:00'];
    await queryClient.invalidateQueries({ queryKey: availabilityKey(venue.id) });
    expect(await screen.findByText(JUST_BOOKED)).toBeVisible();
    expect(screen.getByLabelText('Start time')).toHaveValue('');
    expect(screen.getByLabelText('End time')).toHaveValue('');
    expect(greyed('Start time')).toEqual(['10:00 (booked)', '11:00 (booked)']);

    // Picking another time is the answer; the message goes.
    await user.selectOptions(screen.getByLabelText('Start time'), '11:30');
    expect(screen.queryByText(JUST_BOOKED)).toBeNull();
  });

  it("slots.changed for this venue and day reads the slots again; other days' are ignored", async () => {
    let taken: string[] = [];
    const fetchMock = stubFetch({ [availabilityUrl]: () => ({ body: availability(taken) }) });
    const live = stubLiveSocket();
    const me = testUser();
    const { user } = renderWithProviders(
      <RealtimeProvider userId={me.id} onSessionEnded={() => {}}>
        <BookingForm venue={venue} />
      </RealtimeProvider>,
      { user: me },
    );
    await waitFor(() => expect(options('Start time').length).toBeGreaterThan(0));
    await waitFor(() => expect(live.isOpen()).toBe(true));
    await user.selectOptions(screen.getByLabelText('Start time'), '10:30');
    const reads = () => callsTo(fetchMock, 'GET', `/api/venues/${venue.id}/availability`).length;

    live.push({ type: 'slots.changed', data: { venueId: venue.id, date: '2001-01-01' } });
    live.push({ type: 'slots.changed', data: { venueId: 'another', date } });
    taken = ['10:30'];
    live.push({ type: 'slots.changed', data: { venueId: venue.id, date } });
    expect(await screen.findByText(JUST_BOOKED)).toBeVisible();
    expect(reads()).toBe(2);
    expect(greyed('Start time')).toEqual(['10:30 (booked)', '11:00 (booked)']);
  });

  it('sends a created booking to checkout with its amount stored', async () => {
    stubFetch({
      [availabilityUrl]: { body: availability() },
      'POST /api/bookings': { status: 201, body: { id: 'b-1', totalAmount: '20.00' } },
    });
    const { user, location } = renderWithProviders(<BookingForm venue={venue} />, {
      user: testUser(),
    });
    await waitFor(() => expect(options('Start time').length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByLabelText('Start time'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Booking Created')).toBeVisible();
    expect(screen.getByText('Please complete your payment to confirm the booking.')).toBeVisible();
    await waitFor(() => expect(location()).toBe('/checkout?bookingId=b-1&amount=20.00'));
    expect(localStorage.getItem('checkout:amount')).toBe('20.00');
    expect(localStorage.getItem('checkout:venue')).toBe('Riverside Courts');
  });

  it('asks visitors to sign in instead of booking', async () => {
    stubFetch({ [availabilityUrl]: { body: availability() } });
    const { user, location } = renderWithProviders(<BookingForm venue={venue} />, {
      route: `/venues/${venue.id}`,
    });
    await waitFor(() => expect(options('Start time').length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByLabelText('Start time'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Sign in to book' }));
    await waitFor(() => expect(location()).toBe('/auth'));
  });

  it('with "Any free court" each start says how many courts are free; one court, just the time', async () => {
    const court2 = { ...court, id: '44444444-4444-4444-8444-444444444444', name: 'Court 2' };
    const padel = {
      ...court,
      id: '55555555-5555-4555-8555-555555555555',
      name: 'Padel 1',
      sports: [{ id: 4, name: 'Padel' }],
    };
    const twoSports = {
      ...venue,
      sports: [...venue.sports, { id: 4, name: 'Padel' }],
      courts: [court, court2, padel],
    };
    // 10:00: Court 1 taken; 10:30: both tennis courts free; the padel court is always free.
    const day = availability();
    day.courts = twoSports.courts;
    day.slots = day.slots.map((slot) => {
      const one = slot.courts[0]!;
      const first = slot.start === '10:00' ? 'taken' : one.status;
      const courts = [
        { ...one, status: first },
        {
          courtId: court2.id,
          status: slot.status === 'past' ? 'past' : 'free',
          pricePerHour: '40.00',
        },
        {
          courtId: padel.id,
          status: slot.status === 'past' ? 'past' : 'free',
          pricePerHour: '40.00',
        },
      ] as const;
      const freeCourts = courts.filter((c) => c.status === 'free').length;
      return {
        ...slot,
        status: freeCourts ? 'free' : slot.status,
        freeCourts,
        courts: [...courts],
      };
    });
    stubFetch({ [availabilityUrl]: { body: day } });
    const { user } = renderWithProviders(<BookingForm venue={twoSports} />, { user: testUser() });
    const label = (start: string) =>
      Array.from(screen.getByLabelText<HTMLSelectElement>('Start time').options).find(
        (option) => option.value === start,
      )?.textContent;
    // No sport yet: every court counts, as the availability's own count says.
    await waitFor(() => expect(label('10:30')).toBe('10:30 · 3 courts free'));
    expect(label('10:00')).toBe('10:00 · 2 courts free');
    // Tennis: only the tennis courts count.
    await user.selectOptions(screen.getByLabelText('Sport'), '3');
    expect(label('10:30')).toBe('10:30 · 2 courts free');
    expect(label('10:00')).toBe('10:00 · 1 court free');
    expect(label('11:00')).toBe('11:00 · 1 court free');
    // One court picked: its own slots, without a count.
    await user.selectOptions(screen.getByLabelText('Court'), court.id);
    expect(label('10:30')).toBe('10:30');
    expect(label('10:00')).toBe('10:00 (booked)');
  });

  it('the courts grid shows each court’s half-hours at their prices, and picking one fills the form', async () => {
    const court2 = { ...court, id: '44444444-4444-4444-8444-444444444444', name: 'Court 2' };
    const twoCourts = { ...venue, courts: [court, court2] };
    // Court 2 is free all day, dearer from 12:00 (a peak rule at 1.5×).
    const day = availability();
    day.courts = twoCourts.courts;
    day.slots = day.slots.map((slot) => ({
      ...slot,
      courts: [
        slot.courts[0]!,
        {
          courtId: court2.id,
          status: slot.status === 'past' ? 'past' : 'free',
          pricePerHour: slot.start >= '12:00' ? '60.00' : '40.00',
        },
      ],
    }));
    stubFetch({ [availabilityUrl]: { body: day } });
    const { user } = renderWithProviders(<BookingForm venue={twoCourts} />, { user: testUser() });
    const grid = await screen.findByTestId('court-slots');
    const rows = Array.from(grid.querySelectorAll('tbody tr'), (row) =>
      Array.from(row.children, (cell) => cell.textContent),
    );
    // 09:00 is past: not shown. Court 1's 11:00 is taken.
    expect(rows).toEqual([
      ['Court 1', '$40.00', '$40.00', '$40.00', 'Taken', '$40.00', '$40.00'],
      ['Court 2', '$40.00', '$40.00', '$40.00', '$40.00', '$40.00', '$60.00'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Court 2 at 12:00, $60.00 per hour' }));
    expect(screen.getByLabelText('Court')).toHaveValue(court2.id);
    expect(screen.getByLabelText('Start time')).toHaveValue('12:00');
    expect(screen.getByLabelText('End time')).toHaveValue('12:30');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('$30.00');
    expect(
      screen.getByRole('button', { name: 'Court 2 at 12:00, $60.00 per hour' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // A start on the other court keeps an end that still fits there.
    await user.selectOptions(screen.getByLabelText('End time'), '12:30');
    await user.click(screen.getByRole('button', { name: 'Court 1 at 10:00, $40.00 per hour' }));
    expect(screen.getByLabelText('Court')).toHaveValue(court.id);
    expect(screen.getByLabelText('End time')).toHaveValue('10:30');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('$20.00');
  });
});
