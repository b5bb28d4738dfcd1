import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { TEST_VENUE_ID, testVenueDetail } from '@web/test/venue-fixture';
import { HoursEditor } from './hours-editor';

const hoursUrl = `/api/venue/venues/${TEST_VENUE_ID}/hours`;
const venue = testVenueDetail({
  timeZone: 'America/New_York',
  openingHours: {
    weekly: [{ weekday: 7, opensAt: '08:00', closesAt: '20:00' }],
    exceptions: [{ date: '2030-12-25', opensAt: null, closesAt: null, note: 'Christmas' }],
  },
});

describe('HoursEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the week (unset days at SPEC's 09:00–22:30), the exceptions and the venue's zone", () => {
    stubFetch({});
    renderWithProviders(<HoursEditor venue={venue} />, { user: testUser() });
    expect(screen.getByText(/America\/New York/)).toBeVisible();
    expect(screen.getByLabelText('Monday opens')).toHaveValue('09:00');
    expect(screen.getByLabelText('Monday closes')).toHaveValue('22:30');
    expect(screen.getByLabelText('Sunday opens')).toHaveValue('08:00');
    expect(screen.getByLabelText('Exception 1 date')).toHaveValue('2030-12-25');
    expect(screen.getByRole('checkbox', { name: 'Closed on Exception 1' })).toBeChecked();
    expect(screen.getByLabelText('Exception 1 opens')).toBeDisabled();
  });

  it("refuses closing before opening with the contract's message, then saves the whole week", async () => {
    const fetch = stubFetch({ [`PUT ${hoursUrl}`]: (sent) => ({ body: sent }) });
    const { user } = renderWithProviders(<HoursEditor venue={venue} />, { user: testUser() });
    await user.selectOptions(screen.getByLabelText('Sunday opens'), '10:00');
    await user.selectOptions(screen.getByLabelText('Sunday closes'), '09:30');
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));
    expect(await screen.findByText('Closing must be after opening')).toBeVisible();
    expect(screen.getByLabelText('Sunday closes')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, 'PUT', hoursUrl)).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Sunday closes'), '18:00');
    await user.click(screen.getByRole('checkbox', { name: 'Closed on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', hoursUrl)).toHaveLength(1));
    const sent = sentJson(callsTo(fetch, 'PUT', hoursUrl)[0]![1]) as {
      weekly: unknown[];
      exceptions: unknown[];
    };
    expect(sent.weekly).toHaveLength(7);
    expect(sent.weekly[0]).toEqual({ weekday: 1, opensAt: null, closesAt: null });
    expect(sent.weekly[6]).toEqual({ weekday: 7, opensAt: '10:00', closesAt: '18:00' });
    expect(sent.exceptions).toEqual([
      { date: '2030-12-25', opensAt: null, closesAt: null, note: 'Christmas' },
    ]);
  });

  it('adds a date with special hours; a missing date or a repeated one is refused', async () => {
    const fetch = stubFetch({ [`PUT ${hoursUrl}`]: (sent) => ({ body: sent }) });
    const { user } = renderWithProviders(<HoursEditor venue={venue} />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Add a date' }));
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));
    expect(await screen.findByText('Date must be a real date written YYYY-MM-DD')).toBeVisible();

    const date = screen.getByLabelText('Exception 2 date');
    await user.type(date, '2030-12-25');
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));
    expect(await screen.findByText('Each date can have one exception')).toBeVisible();

    await user.clear(date);
    await user.type(date, '2030-12-31');
    await user.click(screen.getByRole('checkbox', { name: 'Closed on Exception 2' }));
    await user.selectOptions(screen.getByLabelText('Exception 2 closes'), '16:00');
    await user.type(screen.getByLabelText('Exception 2 note'), "New Year's Eve");
    await user.click(screen.getByRole('button', { name: 'Remove exception 1' }));
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', hoursUrl)).toHaveLength(1));
    expect(sentJson(callsTo(fetch, 'PUT', hoursUrl)[0]![1])).toMatchObject({
      exceptions: [
        { date: '2030-12-31', opensAt: '09:00', closesAt: '16:00', note: "New Year's Eve" },
      ],
    });
    expect(
      within(screen.getByRole('form', { name: 'Opening hours' })).queryByRole('alert'),
    ).toBeNull();
  });
});
