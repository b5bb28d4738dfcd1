import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VenueListItem } from '@shared/contracts/venues';
import { renderWithProviders } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import VenuesPage from './venues-page';

const venue = (n: number, overrides: Partial<VenueListItem> = {}): VenueListItem => ({
  id: `v${n}`,
  name: `Venue ${n}`,
  images: [],
  city: 'London',
  state: 'England',
  country: 'GB',
  description: 'Floodlit courts.',
  pricePerHour: '25.5',
  rating: 0,
  reviewCount: 0,
  sports: ['Tennis'],
  ...overrides,
});

const list = (items: VenueListItem[], total = items.length) => ({
  items,
  total,
  page: 1,
  pageSize: 12,
});
const sports = {
  '/api/sports': {
    body: [
      { id: 1, name: 'Tennis', icon: null },
      { id: 2, name: 'Padel', icon: null },
    ],
  },
};

describe('VenuesPage', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('shows 6 skeleton cards, then the cards with their fields and fallbacks', async () => {
    stubFetch({
      ...sports,
      '/api/venues': {
        body: list(
          [venue(1), venue(2, { rating: 4.56, reviewCount: 12, images: ['/api/uploads/x'] })],
          14,
        ),
      },
    });
    renderWithProviders(<VenuesPage />, { route: '/venues' });
    expect(screen.getAllByTestId('venue-card-skeleton')).toHaveLength(6);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('0.0')).toBeVisible();
    expect(first.getByText('London, England')).toBeVisible();
    expect(first.getByText('$25.50')).toBeVisible();
    expect(first.queryByText(/review/)).toBeNull();
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/images/venues/fallback.svg');
    expect(within(cards[1]!).getByText('12 reviews')).toBeVisible();
    expect(within(cards[1]!).getByText('4.6')).toBeVisible();
    expect(screen.getByText('Showing 1–2 of 14 venues')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Venue pages' })).toBeVisible();
  });

  it('reads the filters from the address and sends them', async () => {
    const fetchMock = stubFetch({
      ...sports,
      '/api/venues?sport=Padel&location=Madrid&date=2030-06-01': { body: list([venue(1)]) },
    });
    renderWithProviders(<VenuesPage />, {
      route: '/venues?sport=Padel&location=Madrid&date=2030-06-01',
    });
    expect(await screen.findByRole('article')).toBeVisible();
    expect(screen.getByLabelText('Location')).toHaveValue('Madrid');
    expect(screen.getByLabelText('Date')).toHaveValue('2030-06-01');
    await waitFor(() => expect(screen.getByLabelText('Sport')).toHaveValue('Padel'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/venues?sport=Padel&location=Madrid&date=2030-06-01',
    );
    // Book Now carries the sport and the day to the venue page.
    expect(screen.getByRole('link', { name: 'Book Now Venue 1' })).toHaveAttribute(
      'href',
      '/venues/v1?sport=Padel&date=2030-06-01',
    );
  });

  it('Search applies the filters, and searching again refreshes the results', async () => {
    const fetchMock = stubFetch({
      ...sports,
      '/api/venues': { body: list([venue(1)]) },
      '/api/venues?location=Leeds': { body: list([]) },
    });
    const { user, location } = renderWithProviders(<VenuesPage />, { route: '/venues' });
    await screen.findByRole('article');
    await user.type(screen.getByLabelText('Location'), 'Leeds');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No venues found')).toBeVisible();
    expect(
      screen.getByText('Try adjusting your search criteria or check back later for new venues'),
    ).toBeVisible();
    expect(location()).toBe('/venues?location=Leeds');
    const asked = () =>
      fetchMock.mock.calls.filter(([url]) => url === '/api/venues?location=Leeds').length;
    expect(asked()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked()).toBe(2));
  });
});
