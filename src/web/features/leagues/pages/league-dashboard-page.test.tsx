import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeagueDashboardView } from '@shared/contracts/league-dashboard';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import LeagueDashboardPage from './league-dashboard-page';

const LEAGUE_ID = '55555555-5555-4555-8555-555555555555';

const dashboard: LeagueDashboardView = {
  leagues: [
    {
      id: LEAGUE_ID,
      name: 'Camden Sunday League',
      season: '2026/27',
      status: 'ongoing',
      currentTeams: 8,
      maxTeams: 10,
      pendingRegistrations: 2,
      fixtures: 56,
      played: 20,
    },
  ],
  resultsToEnter: {
    total: 1,
    items: [
      {
        id: '66666666-6666-4666-8666-666666666666',
        round: 5,
        homeTeamId: 'team-1',
        awayTeamId: 'team-2',
        homeTeamName: 'Camden Rovers',
        awayTeamName: 'Kentish Town',
        startTime: '2026-10-04T09:30:00.000Z',
        venueId: null,
        venueName: null,
        refereeId: null,
        refereeName: null,
        homeScore: null,
        awayScore: null,
        status: 'scheduled',
        leagueId: LEAGUE_ID,
        leagueName: 'Camden Sunday League',
      },
    ],
  },
  goalsByRound: [
    { leagueId: LEAGUE_ID, round: 1, goals: 11, played: 4 },
    { leagueId: LEAGUE_ID, round: 2, goals: 9, played: 4 },
  ],
};

describe('LeagueDashboardPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows my leagues, registrations waiting, results to enter and goals per round in words', async () => {
    stubFetch({ '/api/leagues/dashboard': { body: dashboard } });
    renderWithProviders(<LeagueDashboardPage />, { user: testUser() });
    const mine = await screen.findByRole('list', { name: 'My leagues' });
    expect(within(mine).getByRole('link', { name: 'Camden Sunday League' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}`,
    );
    expect(within(mine).getByRole('link', { name: /2 registrations waiting/ })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}?tab=manage`,
    );
    const waiting = screen.getByRole('list', { name: 'Results to enter' });
    expect(
      within(waiting).getByRole('link', { name: 'Enter result Camden Rovers v Kentish Town' }),
    ).toHaveAttribute('href', `/leagues/${LEAGUE_ID}?tab=manage`);
    // The chart's text alternative.
    const table = screen.getByRole('table', { name: 'Goals per round in Camden Sunday League' });
    expect(within(table).getByRole('rowheader', { name: 'Round 1' })).toBeInTheDocument();
    expect(screen.getByText(/20 goals in 8 matches over 2 rounds/)).toBeInTheDocument();
  });
});
