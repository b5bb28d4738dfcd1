import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { localIsoDate } from '@web/lib/format';
import LandingPage from './landing-page';

// The map needs WebGL, which happy-dom has not; its own tests cover it (and Playwright, the real one).
vi.mock('@web/features/map/lazy-live-map', () => ({
  LazyLiveMap: () => <div data-testid="live-map" />,
}));

function renderLanding() {
  const result = renderWithProviders(<LandingPage />);
  const form = screen.getByRole('search', { name: 'Find a venue' });
  return { ...result, form };
}

describe('LandingPage', () => {
  it('has one h1, a heading per section, and the live map at the top', () => {
    const { container } = renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'Book Your Perfect Venue',
      'Featured Venues',
      'Find Players at Your Level',
      'Everything you need to play more',
      'What the community is saying',
      'Ready to get in the game?',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const hero = container.querySelector('#map-section');
    expect(hero).not.toBeNull();
    expect(hero).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(hero?.firstElementChild).toBe(screen.getByTestId('live-map'));
  });

  it('shows a card for each of the ten roles', () => {
    renderLanding();
    const cards = screen.getAllByTestId('role-card');
    expect(cards).toHaveLength(10);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Player',
      'Venue Owner',
      'Team Manager',
      'League Admin',
      'Federation Official',
      'Sponsor',
      'Fan',
      'Esports Player',
      'Investor',
      'Coach',
    ]);
  });

  it('offers All Sports plus the four booking sports, and no date before today', () => {
    const { form } = renderLanding();
    const sport = within(form).getByLabelText('Sport');
    expect(
      within(sport)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Sports', 'Basketball', 'Soccer', 'Tennis', 'Volleyball']);
    expect(within(form).getByLabelText('Date')).toHaveAttribute('min', localIsoDate());
    expect(within(form).getByLabelText('Location')).toHaveAttribute(
      'placeholder',
      'City or venue name',
    );
  });

  it('searches venues with the chosen sport, location and date', async () => {
    const { form, user, location } = renderLanding();
    await user.selectOptions(within(form).getByLabelText('Sport'), 'Tennis');
    await user.type(within(form).getByLabelText('Location'), '  New York ');
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2030-01-15' } });
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/venues?sport=Tennis&location=New+York&date=2030-01-15');
  });

  it('drops blank values from the search', async () => {
    const { form, user, location } = renderLanding();
    await user.type(within(form).getByLabelText('Location'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/venues');

    await user.selectOptions(within(form).getByLabelText('Sport'), 'Soccer');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/venues?sport=Soccer');
  });

  it('sends visitors to /api/login with full-page links from the call to action', () => {
    renderLanding();
    const cta = screen.getByRole('region', { name: 'Ready to get in the game?' });
    for (const name of [/Join Free Today/, /List Your Venue/]) {
      expect(within(cta).getByRole('link', { name })).toHaveAttribute('href', '/api/login');
    }
  });

  it('shows three sample venues and players with sign-in links, one player an Expert', () => {
    renderLanding();
    const venues = screen.getByRole('region', { name: 'Featured Venues' });
    const bookLinks = within(venues).getAllByRole('link', { name: /^Book / });
    expect(bookLinks).toHaveLength(3);
    bookLinks.forEach((link) => expect(link).toHaveAttribute('href', '/api/login'));
    expect(within(venues).getAllByRole('img')[0]?.getAttribute('src')).toMatch(
      /^\/images\/landing\//,
    );

    const players = screen.getByRole('region', { name: 'Find Players at Your Level' });
    const connectLinks = within(players).getAllByRole('link', { name: /^Connect with / });
    expect(connectLinks.length).toBeGreaterThanOrEqual(3);
    connectLinks.forEach((link) => expect(link).toHaveAttribute('href', '/api/login'));
    expect(within(players).getByText('Expert')).toBeVisible();
  });

  it('lists the marketing features and sample posts', () => {
    renderLanding();
    const features = screen.getByRole('region', { name: 'Everything you need to play more' });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    const posts = screen.getByRole('region', { name: 'What the community is saying' });
    expect(within(posts).getAllByRole('article').length).toBeGreaterThanOrEqual(2);
  });
});
