import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { TEST_VENUE_ID, testCourt, testVenueDetail } from '@web/test/venue-fixture';
import { CourtsEditor } from './courts-editor';

const base = `/api/venue/venues/${TEST_VENUE_ID}`;
const second = testCourt({
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Court 2',
  sports: [{ id: 2, name: 'Padel' }],
  indoor: true,
  surface: 'Glass',
  pricePerHour: '30.00',
});
const venue = testVenueDetail({ courts: [testCourt(), second] });

describe('CourtsEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the courts with their sports, place, surface and own price', () => {
    stubFetch({});
    renderWithProviders(<CourtsEditor venue={venue} />, { user: testUser() });
    const list = screen.getByRole('list', { name: 'Courts' });
    expect(within(list).getByText('Tennis, Padel · Outdoor')).toBeVisible();
    expect(within(list).getByText('Padel · Indoor · Glass · 30.00/h')).toBeVisible();
  });

  it('adds a court with its name, sports, indoor and surface; checks the contract first', async () => {
    const fetch = stubFetch({
      [`POST ${base}/courts`]: (sent) => ({
        status: 201,
        body: { ...testCourt(), ...(sent as object) },
      }),
    });
    const { user } = renderWithProviders(<CourtsEditor venue={venue} />, { user: testUser() });
    const form = screen.getByRole('form', { name: 'Add a court' });
    await user.click(within(form).getByRole('button', { name: 'Add court' }));
    expect(await within(form).findByText('Court name is required')).toBeVisible();
    await user.click(within(form).getByRole('checkbox', { name: 'Tennis' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Padel' }));
    await user.type(within(form).getByLabelText('Court name'), 'Centre Court');
    await user.click(within(form).getByRole('button', { name: 'Add court' }));
    expect(await within(form).findByText('Choose at least one sport')).toBeVisible();
    expect(callsTo(fetch, 'POST', `${base}/courts`)).toHaveLength(0);

    await user.click(within(form).getByRole('checkbox', { name: 'Tennis' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Indoor' }));
    await user.type(within(form).getByLabelText('Surface (optional)'), 'Clay');
    await user.click(within(form).getByRole('button', { name: 'Add court' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', `${base}/courts`)).toHaveLength(1));
    expect(sentJson(callsTo(fetch, 'POST', `${base}/courts`)[0]![1])).toEqual({
      name: 'Centre Court',
      sportIds: [1],
      indoor: true,
      surface: 'Clay',
      pricePerHour: null,
    });
    await waitFor(() => expect(within(form).getByLabelText('Court name')).toHaveValue(''));
  });

  it("shows the server's message when a name is taken", async () => {
    stubFetch({
      [`POST ${base}/courts`]: {
        status: 409,
        body: {
          message: 'This venue already has a court with that name',
          code: 'court_name_taken',
        },
      },
    });
    const { user } = renderWithProviders(<CourtsEditor venue={venue} />, { user: testUser() });
    const form = screen.getByRole('form', { name: 'Add a court' });
    await user.type(within(form).getByLabelText('Court name'), 'Court 2');
    await user.click(within(form).getByRole('button', { name: 'Add court' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This venue already has a court with that name',
    );
  });

  it('renames a court, sending only through PATCH', async () => {
    const fetch = stubFetch({
      [`PATCH ${base}/courts/${second.id}`]: (sent) => ({
        body: { ...second, ...(sent as object) },
      }),
    });
    const { user } = renderWithProviders(<CourtsEditor venue={venue} />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Edit Court 2' }));
    const form = screen.getByRole('form', { name: 'Edit Court 2' });
    expect(within(form).getByLabelText('Surface (optional)')).toHaveValue('Glass');
    expect(within(form).getByRole('checkbox', { name: 'Indoor' })).toBeChecked();
    const name = within(form).getByLabelText('Court name');
    await user.clear(name);
    await user.type(name, 'Glass Court');
    await user.click(within(form).getByRole('button', { name: 'Save court' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Court 2' })).toBeNull());
    expect(sentJson(callsTo(fetch, 'PATCH', `${base}/courts/${second.id}`)[0]![1])).toMatchObject({
      name: 'Glass Court',
      sportIds: [2],
      indoor: true,
      surface: 'Glass',
      pricePerHour: '30.00',
    });
  });

  it('asks before removing, and shows the 409 of a court with bookings to come', async () => {
    const message = 'This court has bookings to come. Move or cancel them before removing it.';
    const fetch = stubFetch({
      [`DELETE ${base}/courts/${second.id}`]: {
        status: 409,
        body: { message, code: 'court_has_bookings' },
      },
    });
    const { user } = renderWithProviders(<CourtsEditor venue={venue} />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Remove Court 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Court 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove court' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(callsTo(fetch, 'DELETE', `${base}/courts/${second.id}`)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Remove Court 2?' })).toBeVisible();
  });
});
