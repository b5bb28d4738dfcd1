import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoUser } from '@shared/contracts/map';
import { renderWithProviders } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import LiveMap from './live-map';

// MapLibre needs WebGL, which jsdom has not: a stand-in canvas shows what the map is told and
// lets the test say when the map has drawn (idle) or come to rest at a zoom.
vi.mock('./map-canvas', () => ({
  default: (props: {
    selection: { id: string } | null;
    onIdle: () => void;
    onZoomEnd: (zoom: number) => void;
  }) => (
    <div data-testid="map-canvas" data-selected={props.selection?.id ?? ''}>
      <button onClick={props.onIdle}>map idle</button>
      <button onClick={() => props.onZoomEnd(14)}>map at zoom 14</button>
    </div>
  ),
}));

const zara: DemoUser = {
  id: 'zara',
  name: 'Zara Hale',
  userType: 'player',
  sport: 'Tennis',
  skillLevel: null,
  address: null,
  city: 'Doha',
  country: 'Qatar',
  latitude: 25.3,
  longitude: 51.5,
  avatar: null,
  description: null,
  isActive: true,
  createdAt: '2024-01-01T00:00:00.000Z',
};

/** Answers `(max-width: …)` and pointer queries as a phone (or not) would. */
function screenIsPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width') || query.includes('pointer: coarse') ? phone : !phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('LiveMap', () => {
  beforeEach(() => {
    stubFetch({
      '/api/demo-users': { body: [zara] },
      '/api/map/venues': { body: [] },
      '/api/map/config': { body: { tiles: null } },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says "Loading map data..." until the map has drawn what arrived', async () => {
    screenIsPhone(false);
    const { user } = renderWithProviders(<LiveMap />);
    expect(screen.getByText('Loading map data...')).toBeVisible();
    // The data is in, but the map has not drawn it yet: still loading.
    await screen.findByTestId('map-canvas');
    await screen.findByRole('button', { name: 'Filter Map' });
    await user.click(screen.getByRole('button', { name: 'Filter Map' }));
    await screen.findByRole('button', { name: /Zara Hale/ });
    expect(screen.getByText('Loading map data...')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'map idle' }));
    expect(screen.queryByText('Loading map data...')).toBeNull();
  });

  it('on a phone, shows the picture with the markers until the map is touched', async () => {
    screenIsPhone(true);
    const { user } = renderWithProviders(<LiveMap />);
    expect(screen.getByText('Loading map data...')).toBeVisible();
    expect(await screen.findByTestId('preview-markers')).toBeInTheDocument();
    // Zara's marker, and nothing else: no loading label, no MapLibre.
    expect(screen.getByTestId('preview-markers').querySelectorAll('circle')).toHaveLength(1);
    expect(screen.queryByText('Loading map data...')).toBeNull();
    expect(screen.queryByTestId('map-canvas')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Touch to explore the map' }));
    expect(await screen.findByTestId('map-canvas')).toBeInTheDocument();
    // The picture stays over the map until MapLibre has drawn.
    expect(screen.getByTestId('map-preview')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'map idle' }));
    expect(screen.queryByTestId('map-preview')).toBeNull();
  });

  it('on a phone, reaching a map control by keyboard starts the map', async () => {
    screenIsPhone(true);
    const { user } = renderWithProviders(<LiveMap />);
    await screen.findByTestId('preview-markers');
    const filter = screen.getByRole('button', { name: 'Filter Map' });
    for (let i = 0; i < 5 && document.activeElement !== filter; i++) await user.tab();
    expect(filter).toHaveFocus();
    expect(await screen.findByTestId('map-canvas')).toBeInTheDocument();
  });

  it('on a phone, choosing a person from the list closes the panel and selects them', async () => {
    screenIsPhone(true);
    const { user } = renderWithProviders(<LiveMap />);
    await user.click(await screen.findByRole('button', { name: 'Filter Map' }));
    const panel = screen.getByRole('complementary', { name: 'Map filters and statistics' });
    await user.click(await within(panel).findByRole('button', { name: /Zara Hale/ }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByTestId('map-canvas')).toHaveAttribute('data-selected', 'zara');
  });

  it('on a wide screen the panel stays open beside the map', async () => {
    screenIsPhone(false);
    const { user } = renderWithProviders(<LiveMap />);
    await user.click(await screen.findByRole('button', { name: 'Filter Map' }));
    await user.click(await screen.findByRole('button', { name: /Zara Hale/ }));
    expect(screen.getByRole('complementary', { name: 'Map filters and statistics' })).toBeVisible();
  });

  it('zoomed in on the offline map, says street detail needs a tiles setting', async () => {
    screenIsPhone(false);
    const { user } = renderWithProviders(<LiveMap />);
    await screen.findByRole('button', { name: 'Filter Map' });
    expect(screen.queryByText(/Street detail needs a map tiles setting/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'map at zoom 14' }));
    expect(screen.getByText(/Street detail needs a map tiles setting/)).toBeVisible();
  });
});
