import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import type { VenueDetail } from '@shared/contracts/venues';
import { VenueForm } from './venue-form';

const sports = [
  { id: 1, name: 'Tennis', icon: null },
  { id: 2, name: 'Padel', icon: null },
];

// The time zone select holds every zone the runtime knows (over 400 options), which makes each
// pick slow in jsdom on a busy machine: the tests that pick from it get more time.
const SLOW = 15_000;

describe('VenueForm', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it(
    'shows the contract messages for missing fields',
    async () => {
      stubFetch({ '/api/sports': { body: sports } });
      const onSave = vi.fn();
      const { user } = renderWithProviders(
        <VenueForm submitLabel="Create venue" onSave={onSave} />,
        {
          user: testUser(),
        },
      );
      await user.type(screen.getByLabelText('Price per hour (USD)'), '12.345');
      await user.type(screen.getByLabelText('Latitude (optional)'), '123');
      await user.click(screen.getByRole('button', { name: 'Create venue' }));
      expect(await screen.findByText('Name is required')).toBeVisible();
      expect(screen.getByText('Address is required')).toBeVisible();
      expect(screen.getByText('City is required')).toBeVisible();
      expect(screen.getByText('Choose at least one sport')).toBeVisible();
      expect(screen.getByText('Price per hour must be an amount such as 25.00')).toBeVisible();
      expect(screen.getByText('Latitude must be a number between -90 and 90')).toBeVisible();
      expect(onSave).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'sends the venue with sports, amenities, a drawing and numeric coordinates',
    async () => {
      stubFetch({ '/api/sports': { body: sports } });
      const onSave = vi.fn(async (_body: unknown) => {});
      const { user } = renderWithProviders(
        <VenueForm submitLabel="Create venue" onSave={onSave} />,
        {
          user: testUser(),
        },
      );
      await user.type(screen.getByLabelText('Name'), 'Harbour Courts');
      await user.type(screen.getByLabelText('Price per hour (USD)'), '30');
      await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Lisbon');
      await user.click(await screen.findByRole('checkbox', { name: 'Padel' }));
      await user.type(screen.getByLabelText('Address'), '1 Quay');
      await user.type(screen.getByLabelText('City'), 'Lisbon');
      await user.selectOptions(screen.getByLabelText('Country'), 'PT');
      await user.type(screen.getByLabelText('Latitude (optional)'), '38.7');
      await user.click(screen.getByRole('checkbox', { name: 'Wifi' }));
      await user.type(screen.getByLabelText('Another amenity'), 'Sauna');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      await user.selectOptions(screen.getByLabelText('Or add a drawing'), 'padel-court');
      await user.click(screen.getByRole('button', { name: 'Create venue' }));
      await waitFor(() => expect(onSave).toHaveBeenCalled());
      expect(onSave.mock.calls[0]![0]).toMatchObject({
        name: 'Harbour Courts',
        pricePerHour: '30',
        timeZone: 'Europe/Lisbon',
        sportIds: [2],
        country: 'PT',
        latitude: 38.7,
        longitude: null,
        amenities: ['wifi', 'sauna'],
        images: ['/images/venues/padel-court-day.svg'],
        splitDeadlineHours: 2,
      });
    },
    SLOW,
  );

  it(
    'takes the time zone from the country until the owner picks one',
    async () => {
      stubFetch({ '/api/sports': { body: sports } });
      const { user } = renderWithProviders(
        <VenueForm submitLabel="Create venue" onSave={vi.fn()} />,
        { user: testUser() },
      );
      const zone = screen.getByLabelText<HTMLSelectElement>('Time zone');
      await user.selectOptions(screen.getByLabelText('Country'), 'GB');
      expect(zone).toHaveValue('Europe/London');
      await user.selectOptions(screen.getByLabelText('Country'), 'TR');
      expect(zone).toHaveValue('Europe/Istanbul');
      // A country with several zones leaves the current choice alone.
      await user.selectOptions(screen.getByLabelText('Country'), 'US');
      expect(zone).toHaveValue('Europe/Istanbul');
      await user.selectOptions(zone, 'Asia/Tokyo');
      await user.selectOptions(screen.getByLabelText('Country'), 'FR');
      expect(zone).toHaveValue('Asia/Tokyo');
    },
    SLOW,
  );

  it(
    'starts from the device zone, and asks rather than assuming UTC when that is unknown',
    async () => {
      stubFetch({ '/api/sports': { body: sports } });
      // The device's own options, with its zone swapped for the one under test.
      const device = new Intl.DateTimeFormat().resolvedOptions();
      const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
      spy.mockReturnValue({ ...device, timeZone: 'Australia/Perth' });
      const first = renderWithProviders(<VenueForm submitLabel="Create venue" onSave={vi.fn()} />, {
        user: testUser(),
      });
      // The default country (US) spans several zones, so the device's zone is the guess.
      expect(screen.getByLabelText('Time zone')).toHaveValue('Australia/Perth');
      first.unmount();

      spy.mockReturnValue({ ...device, timeZone: 'Nowhere/Unknown' });
      const onSave = vi.fn();
      const { user } = renderWithProviders(
        <VenueForm submitLabel="Create venue" onSave={onSave} />,
        {
          user: testUser(),
        },
      );
      expect(screen.getByLabelText('Time zone')).toHaveValue('');
      await user.click(screen.getByRole('button', { name: 'Create venue' }));
      expect(await screen.findByText('Choose a time zone such as Europe/London')).toBeVisible();
      expect(onSave).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it("keeps a saved venue's zone when its country changes", async () => {
    stubFetch({ '/api/sports': { body: sports } });
    const venue = {
      ...({} as VenueDetail),
      name: 'Old Courts',
      country: 'GB',
      timeZone: 'Europe/London',
      sports: [],
      amenities: [],
      images: [],
      pricePerHour: '20.00',
    } as VenueDetail;
    const { user } = renderWithProviders(
      <VenueForm venue={venue} submitLabel="Save" onSave={vi.fn()} />,
      { user: testUser() },
    );
    expect(screen.getByLabelText('Country')).toHaveValue('GB');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/London');
    await user.selectOptions(screen.getByLabelText('Country'), 'FR');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/London');
  });

  it('edits the split payment deadline, within 0 to 72 whole hours', async () => {
    stubFetch({ '/api/sports': { body: sports } });
    const venue = {
      name: 'Old Courts',
      address: '1 Lane',
      city: 'Leeds',
      country: 'GB',
      timeZone: 'Europe/London',
      sports: [sports[0]],
      amenities: [],
      images: [],
      pricePerHour: '20.00',
      splitDeadlineHours: 2,
    } as unknown as VenueDetail;
    const onSave = vi.fn(async (_body: unknown) => {});
    const { user } = renderWithProviders(
      <VenueForm venue={venue} submitLabel="Save" onSave={onSave} />,
      { user: testUser() },
    );
    const deadline = screen.getByLabelText('Split payment deadline (hours before the start)');
    expect(deadline).toHaveValue(2);
    await user.clear(deadline);
    await user.type(deadline, '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Split deadline must be a whole number of hours from 0 to 72'),
    ).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(deadline);
    await user.type(deadline, '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toMatchObject({ splitDeadlineHours: 6 });
  });
});
