import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import { VenueForm } from './venue-form';

const sports = [
  { id: 1, name: 'Tennis', icon: null },
  { id: 2, name: 'Padel', icon: null },
];

describe('VenueForm', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the contract messages for missing fields', async () => {
    stubFetch({ '/api/sports': { body: sports } });
    const onSave = vi.fn();
    const { user } = renderWithProviders(<VenueForm submitLabel="Create venue" onSave={onSave} />, {
      user: testUser(),
    });
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
  });

  it('sends the venue with sports, amenities, a drawing and numeric coordinates', async () => {
    stubFetch({ '/api/sports': { body: sports } });
    const onSave = vi.fn(async (_body: unknown) => {});
    const { user } = renderWithProviders(<VenueForm submitLabel="Create venue" onSave={onSave} />, {
      user: testUser(),
    });
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
    });
  });
});
