import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamLeagueView } from '@shared/contracts/league-dashboard';
import { renderWithProviders } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import { TeamLeagues } from './team-leagues';

const TEAM_ID = '11111111-1111-4111-8111-111111111111';
const LEAGUE_ID = '55555555-5555-4555-8555-555555555555';

const entry: TeamLeagueView = {
  id: LEAGUE_ID,
  name: 'Camden Sunday League',
  season: '2026/27',
  status: 'ongoing',
  registration: 'accepted',
  nextFixtures: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      round: 6,
      homeTeamId: TEAM_ID,
      awayTeamId: 'team-2',
      homeTeamName: 'Camden Rovers',
      awayTeamName: 'Kentish Town',
      startTime: '2026-10-11T09:30:00.000Z',
      venueId: 'venue-1',
      venueName: 'Canary Wharf Cage Football',
      refereeId: null,
      refereeName: null,
      homeScore: null,
      awayScore: null,
      status: 'scheduled',
    },
  ],
};

describe('TeamLeagues', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the team's leagues with their next fixtures and venues", async () => {
    stubFetch({ [`/api/teams/${TEAM_ID}/leagues`]: { body: [entry] } });
    renderWithProviders(<TeamLeagues teamId={TEAM_ID} />);
    expect(await screen.findByRole('link', { name: 'Camden Sunday League' })).toHaveAttribute(
      'href',
      `/leagues/${LEAGUE_ID}`,
    );
    const next = screen.getByRole('list', { name: 'Next fixtures in Camden Sunday League' });
    expect(within(next).getByText('Camden Rovers v Kentish Town')).toBeVisible();
    expect(within(next).getByText(/Canary Wharf Cage Football/)).toBeVisible();
  });

  it('shows nothing for a team in no league', async () => {
    const fetchMock = stubFetch({ [`/api/teams/${TEAM_ID}/leagues`]: { body: [] } });
    renderWithProviders(<TeamLeagues teamId={TEAM_ID} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Leagues' })).not.toBeInTheDocument();
  });
});
