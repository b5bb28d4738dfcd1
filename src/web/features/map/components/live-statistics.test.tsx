import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { EMPTY_FILTERS } from '../map-filters';
import { stubFetch } from '@web/test/stub-fetch';
import { LiveStatistics } from './live-statistics';
import { MapBadges } from './map-badges';

afterEach(() => vi.unstubAllGlobals());

describe('LiveStatistics', () => {
  it('asks with the filters and shows the SPEC figures and tops', async () => {
    stubFetch({
      '/api/demo-users/stats?userType=player&country=Spain': {
        body: {
          userTypes: [{ userType: 'player', count: '7' }],
          countries: [{ country: 'Spain', count: '7' }],
          sports: [
            { sport: 'Padel', count: '3' },
            { sport: 'Football', count: '2' },
            { sport: 'Tennis', count: '1' },
            { sport: 'Golf', count: '1' },
          ],
        },
      },
    });
    renderWithProviders(
      <LiveStatistics filters={{ ...EMPTY_FILTERS, userType: 'player', country: 'Spain' }} />,
    );
    expect(await screen.findByTestId('stat-Users')).toHaveTextContent('7');
    expect(screen.getByTestId('stat-Countries')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-Sports')).toHaveTextContent('4');
    const sports = screen.getByText('Top sports').parentElement!;
    expect(
      within(sports)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Padel3', 'Football2', 'Golf1']);
    expect(screen.getByText('Players')).toBeVisible();
  });

  it('says when the statistics cannot be loaded', async () => {
    stubFetch({});
    renderWithProviders(<LiveStatistics filters={EMPTY_FILTERS} />);
    expect(await screen.findByText('Statistics are unavailable right now.')).toBeVisible();
  });
});

describe('MapBadges', () => {
  it('claims 100+ only when the data has 100 or more', () => {
    const { rerender } = renderWithProviders(<MapBadges users={164} />);
    expect(screen.getByText('Live Data')).toBeVisible();
    expect(screen.getByText('100+ Sports Users Across Europe & Middle East')).toBeVisible();
    rerender(<MapBadges users={12} />);
    expect(screen.getByText('12 Sports Users Across Europe & Middle East')).toBeVisible();
    // Nothing is claimed before the count has arrived.
    rerender(<MapBadges users={undefined} />);
    expect(screen.queryByText(/Sports Users Across/)).toBeNull();
  });
});
