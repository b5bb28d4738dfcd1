import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import VenueDashboardPage from './venue-dashboard-page';

const owner = testUser({ userType: 'venue_owner', isVenueOwner: true, roles: ['venue'] });
const stats = {
  monthlyRevenue: '12345.50',
  totalBookings: 321,
  occupancyRate: 42.5,
  rating: 4.3,
  reviews: 57,
  venues: 2,
  upcomingBookings: 12,
};
const venues = [
  {
    id: 'v1',
    name: 'Riverside Courts',
    location: 'London, England',
    rating: 4.5,
    active: true,
    reviewCount: 10,
    pricePerHour: '40.00',
    image: null,
    timeZone: 'Europe/London',
    upcomingBookings: 3,
  },
];

describe('VenueDashboardPage', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the real figures and the owner’s venues', async () => {
    stubFetch({ '/api/venue/stats': { body: stats }, '/api/venue/owned': { body: venues } });
    renderWithProviders(<VenueDashboardPage />, { user: owner });
    expect(await screen.findByText('$12,345.50')).toBeVisible();
    expect(screen.getByText('321')).toBeVisible();
    expect(screen.getByText('12 upcoming')).toBeVisible();
    expect(screen.getByText('42.5%')).toBeVisible();
    expect(screen.getByText('57 reviews')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'My venues' });
    expect(within(list).getByRole('heading', { name: 'Riverside Courts' })).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Edit Riverside Courts' })).toHaveAttribute(
      'href',
      '/dashboard/venue/venues/v1/edit',
    );
    expect(screen.getByRole('link', { name: 'Check in players' })).toHaveAttribute(
      'href',
      '/dashboard/venue/check-in',
    );
    expect(screen.getByRole('tab', { name: 'Calendar' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Analytics' })).toBeVisible();
  });

  it('deactivating a venue asks first, then tells the server', async () => {
    const fetchMock = stubFetch({
      '/api/venue/stats': { body: stats },
      '/api/venue/owned': { body: venues },
      'PATCH /api/venue/venues/v1': (body) => {
        expect(body).toEqual({ isActive: false });
        return { body: { id: 'v1', name: 'Riverside Courts', isActive: false, sports: [] } };
      },
    });
    const { user } = renderWithProviders(<VenueDashboardPage />, { user: owner });
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Riverside Courts?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Venue deactivated')).toBeVisible();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => url === '/api/venue/venues/v1' && init?.method === 'PATCH',
        ),
      ).toBe(true),
    );
  });

  it('invites people who are not venue owners yet to choose the role', async () => {
    stubFetch({
      '/api/venue/stats': { body: { ...stats, monthlyRevenue: '0.00', totalBookings: 0 } },
      '/api/venue/owned': { body: [] },
    });
    renderWithProviders(<VenueDashboardPage />, { user: testUser() });
    expect(screen.getByText('List your venue on Matchday')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Become a venue owner' })).toHaveAttribute(
      'href',
      '/role-selection',
    );
    expect(await screen.findByText('No venues yet')).toBeVisible();
  });
});
