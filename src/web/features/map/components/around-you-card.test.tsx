import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import { useGeolocation } from '../use-geolocation';
import { AroundYouCard } from './around-you-card';

type Outcome = { coords: { latitude: number; longitude: number } } | { code: number } | 'never';

/** A geolocation that answers as told, recording the options it was asked with. */
function stubGeolocation(outcome: Outcome) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if (outcome === 'never') return;
      if ('coords' in outcome) ok({ coords: outcome.coords } as GeolocationPosition);
      else fail?.({ code: outcome.code } as GeolocationPositionError);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

function Card({
  radius = 5,
  onShowRange = () => {},
}: {
  radius?: number;
  onShowRange?: () => void;
}) {
  const { state, request } = useGeolocation();
  return (
    <AroundYouCard
      location={state}
      onEnable={request}
      radius={radius}
      onRadiusChange={() => {}}
      venuesNearby={2}
      onShowRange={onShowRange}
    />
  );
}

const nearbyUrl = '/api/demo-users/nearby?lat=25.2854&lng=51.531&radius=5';
const person = (id: string, userType: string) => ({ id, userType, name: id, distanceKm: 1 });

afterEach(() => vi.unstubAllGlobals());

describe('AroundYouCard', () => {
  it('starts idle with the SPEC text and radius choices 2/5/10/25, 5 chosen', () => {
    stubGeolocation('never');
    renderWithProviders(<Card />);
    expect(screen.getByText('Discover users and venues around your location')).toBeVisible();
    const radius = screen.getByLabelText('Radius');
    expect(
      within(radius)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2 km', '5 km', '10 km', '25 km']);
    expect(radius).toHaveValue('5');
  });

  it('asks with the SPEC options and shows that it is waiting', async () => {
    const ask = stubGeolocation('never');
    const { user } = renderWithProviders(<Card />);
    await user.click(screen.getByRole('button', { name: 'Enable Location' }));
    expect(screen.getByText('Requesting location permission...')).toBeVisible();
    expect(ask.mock.calls[0]![2]).toEqual({
      enableHighAccuracy: true,
      timeout: 15_000,
      maximumAge: 60_000,
    });
  });

  it('granted: counts the people nearby by type, with the coordinates to 4 decimals', async () => {
    stubGeolocation({ coords: { latitude: 25.28541, longitude: 51.531 } });
    const fetchMock = stubFetch({
      [nearbyUrl.replace('25.2854', '25.28541')]: {
        body: [person('a', 'player'), person('b', 'player'), person('c', 'coach')],
      },
    });
    const { user } = renderWithProviders(<Card />);
    await user.click(screen.getByRole('button', { name: 'Enable Location' }));
    expect(await screen.findByText('Found 3 users within 5km')).toBeVisible();
    const types = screen.getByRole('list', { name: 'User types nearby' });
    expect(
      within(types)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Players: 2', 'Coaches: 1']);
    expect(screen.getByTestId('your-coordinates')).toHaveTextContent(
      'Your location: 25.2854, 51.5310',
    );
    expect(screen.getByText('Plus 2 bookable venues in range.')).toBeVisible();
    const nearbyCalls = fetchMock.mock.calls.filter(
      ([url]) => typeof url === 'string' && url.includes('/nearby'),
    );
    expect(nearbyCalls).toHaveLength(1);
  });

  it('granted: offers to show everything within the radius on the map', async () => {
    stubGeolocation({ coords: { latitude: 25.2854, longitude: 51.531 } });
    stubFetch({ [nearbyUrl]: { body: [person('a', 'player')] } });
    const onShowRange = vi.fn();
    const { user } = renderWithProviders(<Card onShowRange={onShowRange} />);
    await user.click(screen.getByRole('button', { name: 'Enable Location' }));
    await user.click(await screen.findByRole('button', { name: 'Show all within 5 km' }));
    expect(onShowRange).toHaveBeenCalledTimes(1);
  });

  it('granted: lists the open matches at venues within the radius, with a link to join', async () => {
    stubGeolocation({ coords: { latitude: 25.2854, longitude: 51.531 } });
    const match = (bookingId: string, latitude: number, venue: string) => ({
      bookingId,
      organiser: { id: 'o', firstName: 'Ola', lastName: 'K', profileImageUrl: null },
      venue: {
        id: 'v',
        name: venue,
        city: 'Doha',
        timeZone: 'Asia/Qatar',
        latitude,
        longitude: 51.531,
      },
      sport: { id: 1, name: 'Padel', icon: '🎾' },
      startTime: '2026-06-15T15:00:00.000Z',
      endTime: '2026-06-15T16:30:00.000Z',
      deadline: '2026-06-15T13:00:00.000Z',
      levelMin: 'intermediate',
      levelMax: 'expert',
      players: 4,
      placesLeft: 2,
      shareAmount: '10.00',
      currency: 'USD',
      joined: false,
    });
    stubFetch({
      [nearbyUrl]: { body: [person('a', 'player')] },
      '/api/open-matches': {
        // About 1 km north, and about 110 km north (outside 5 km).
        body: {
          items: [match('near', 25.2944, 'Pearl Padel'), match('far', 26.2854, 'Far Court')],
        },
      },
    });
    const { user } = renderWithProviders(<Card />);
    await user.click(screen.getByRole('button', { name: 'Enable Location' }));
    expect(await screen.findByText('1 open match nearby')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Open matches nearby' });
    expect(within(list).getByText(/Padel · Intermediate – expert/)).toBeVisible();
    expect(within(list).getByText(/^Pearl Padel ·/)).toBeVisible();
    expect(within(list).getByText('2 places left')).toBeVisible();
    expect(within(list).queryByText(/Far Court/)).toBeNull();
    expect(
      within(list).getByRole('link', { name: 'Join the Padel match at Pearl Padel' }),
    ).toHaveAttribute('href', '/players?tab=games');
  });

  it('denied (code 1): says how to allow it, and Try Again asks again', async () => {
    const ask = stubGeolocation({ code: 1 });
    const { user } = renderWithProviders(<Card />);
    await user.click(screen.getByRole('button', { name: 'Enable Location' }));
    expect(
      screen.getByText('Location access denied. Please enable location in your browser settings.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('any other failure is the error state', async () => {
    stubGeolocation({ code: 3 });
    const { user } = renderWithProviders(<Card />);
    await user.click(screen.getByRole('button', { name: 'Enable Location' }));
    expect(screen.getByText('Unable to get your location. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('says so when the nearby users cannot be loaded', async () => {
    stubGeolocation({ coords: { latitude: 25.2854, longitude: 51.531 } });
    stubFetch({ [nearbyUrl]: { status: 500, body: { message: 'down' } } });
    const { user } = renderWithProviders(<Card />);
    await user.click(screen.getByRole('button', { name: 'Enable Location' }));
    expect(await screen.findByText('Error loading nearby users. Please try again.')).toBeVisible();
  });
});
