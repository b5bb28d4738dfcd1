import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceRule } from '@shared/contracts/courts';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { TEST_VENUE_ID, testCourt, testVenueDetail } from '@web/test/venue-fixture';
import { PriceRulesEditor } from './price-rules-editor';

const rulesUrl = `/api/venue/venues/${TEST_VENUE_ID}/price-rules`;
const venue = testVenueDetail({ pricePerHour: '20.00', courts: [testCourt()] });
const peak: PriceRule = {
  id: '55555555-5555-4555-8555-555555555555',
  courtId: null,
  name: 'Evening peak',
  weekdays: [1, 2, 3, 4, 5],
  startsAt: '18:00',
  endsAt: '21:00',
  multiplier: 1.5,
  pricePerHour: null,
};

/** The hourly price the preview shows for a time. */
const previewAt = (time: string) =>
  within(screen.getByRole('list', { name: 'Hourly price by time' }))
    .getByText(time)
    .closest('li');

describe('PriceRulesEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the rules and prices a sample evening with them', async () => {
    stubFetch({ [rulesUrl]: { body: [peak] } });
    renderWithProviders(<PriceRulesEditor venue={venue} />, { user: testUser() });
    expect(
      await screen.findByText('Mon–Fri 18:00–21:00 · 1.5× the base price · All courts'),
    ).toBeVisible();
    // Friday (the preview's first day): 17:30 at the base, 18:00 at the peak.
    expect(previewAt('17:30')).toHaveTextContent('$20.00/h');
    expect(previewAt('18:00')).toHaveTextContent('$30.00/h');
    expect(screen.getByText(/Friday 18:00–19:30 on Court 1/)).toHaveTextContent('$45.00');
    await screen.findByRole('button', { name: 'Remove rule Evening peak' });
  });

  it('previews the rule being written, checks it with the contract, and adds it', async () => {
    const fetch = stubFetch({
      [`GET ${rulesUrl}`]: { body: [] },
      [`POST ${rulesUrl}`]: (sent) => ({ status: 201, body: { ...peak, ...(sent as object) } }),
    });
    const { user } = renderWithProviders(<PriceRulesEditor venue={venue} />, { user: testUser() });
    expect(await screen.findByText('No rules yet: every hour costs the base price.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Add a price rule' });
    // The default draft (Mon–Fri 18:00–21:00 at 1.5×) already shows in the preview.
    expect(previewAt('18:00')).toHaveTextContent('$30.00/h');
    expect(screen.getByText(/Includes the rule you are writing/)).toBeVisible();

    await user.click(within(form).getByRole('radio', { name: 'A fixed price per hour' }));
    const amount = within(form).getByLabelText('Fixed price per hour');
    await user.clear(amount);
    await user.type(amount, '35');
    expect(previewAt('18:00')).toHaveTextContent('$35.00/h');
    await user.selectOptions(within(form).getByLabelText('Ends'), '17:00');
    await user.click(within(form).getByRole('button', { name: 'Add price rule' }));
    expect(await within(form).findByText('Name is required')).toBeVisible();
    expect(within(form).getByText('End must be after start')).toBeVisible();
    expect(callsTo(fetch, 'POST', rulesUrl)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Rule name'), 'Weekend evenings');
    await user.selectOptions(within(form).getByLabelText('Ends'), '22:00');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday', 'Sunday']) {
      await user.click(within(form).getByRole('checkbox', { name: day }));
    }
    await user.click(within(form).getByRole('button', { name: 'Add price rule' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', rulesUrl)).toHaveLength(1));
    expect(sentJson(callsTo(fetch, 'POST', rulesUrl)[0]![1])).toEqual({
      name: 'Weekend evenings',
      courtId: null,
      weekdays: [5, 6, 7],
      startsAt: '18:00',
      endsAt: '22:00',
      multiplier: null,
      pricePerHour: '35',
    });
  });

  it('changes a rule in the same form, and the preview shows the change', async () => {
    const fetch = stubFetch({
      [`GET ${rulesUrl}`]: { body: [peak] },
      [`PATCH ${rulesUrl}/${peak.id}`]: (sent) => ({
        status: 200,
        body: { ...peak, ...(sent as object) },
      }),
    });
    const { user } = renderWithProviders(<PriceRulesEditor venue={venue} />, { user: testUser() });
    await user.click(await screen.findByRole('button', { name: 'Edit rule Evening peak' }));
    const form = screen.getByRole('form', { name: 'Edit rule Evening peak' });
    // The rule's own values, and the name field ready for typing.
    expect(within(form).getByLabelText('Rule name')).toHaveValue('Evening peak');
    expect(within(form).getByLabelText('Rule name')).toHaveFocus();
    expect(within(form).getByLabelText('Multiplier')).toHaveValue('1.5');
    expect(within(form).getByLabelText('Starts')).toHaveValue('18:00');

    const amount = within(form).getByLabelText('Multiplier');
    await user.clear(amount);
    await user.type(amount, '2');
    // The preview prices the rule as changed, not as it was.
    expect(previewAt('18:00')).toHaveTextContent('$40.00/h');
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH', `${rulesUrl}/${peak.id}`)).toHaveLength(1));
    expect(sentJson(callsTo(fetch, 'PATCH', `${rulesUrl}/${peak.id}`)[0]![1])).toEqual({
      name: 'Evening peak',
      courtId: null,
      weekdays: [1, 2, 3, 4, 5],
      startsAt: '18:00',
      endsAt: '21:00',
      multiplier: 2,
      pricePerHour: null,
    });
    // Saved: the form adds a new rule again.
    expect(await screen.findByRole('form', { name: 'Add a price rule' })).toBeVisible();
    expect(callsTo(fetch, 'POST', rulesUrl)).toHaveLength(0);
  });

  it('Cancel leaves the rule as it was', async () => {
    const fetch = stubFetch({ [`GET ${rulesUrl}`]: { body: [peak] } });
    const { user } = renderWithProviders(<PriceRulesEditor venue={venue} />, { user: testUser() });
    await user.click(await screen.findByRole('button', { name: 'Edit rule Evening peak' }));
    await user.type(screen.getByLabelText('Rule name'), ' (changed)');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('form', { name: 'Add a price rule' })).toBeVisible();
    expect(screen.getByLabelText('Rule name')).toHaveValue('');
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('refuses a multiplier out of range', async () => {
    stubFetch({ [`GET ${rulesUrl}`]: { body: [] } });
    const { user } = renderWithProviders(<PriceRulesEditor venue={venue} />, { user: testUser() });
    const form = screen.getByRole('form', { name: 'Add a price rule' });
    await user.type(within(form).getByLabelText('Rule name'), 'Silly');
    const amount = within(form).getByLabelText('Multiplier');
    await user.clear(amount);
    await user.type(amount, '12');
    await user.click(within(form).getByRole('button', { name: 'Add price rule' }));
    expect(await within(form).findByText('Multiplier must be between 0.01 and 10')).toBeVisible();
  });
});
