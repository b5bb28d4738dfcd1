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
  lastResults: [
    {
      id: '77777777-7777-4777-8777-777777777777',
      round: 5,
      homeTeamId: 'team-3',
      awayTeamId: TEAM_ID,
      homeTeamName: 'Holloway Athletic',
      awayTeamName: 'Camden Rovers',
      startTime: '2026-10-04T09:30:00.000Z',
      venueId: null,
      venueName: null,
      refereeId: null,
      refereeName: null,
      homeScore: 1,
      awayScore: 3,
      status: 'played',
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
    const results = screen.getByRole('list', { name: 'Latest results in Camden Sunday League' });
    expect(within(results).getByText('Holloway Athletic 1–3 Camden Rovers')).toBeVisible();
  });

  it('shows nothing for a team in no league', async () => {
    const fetchMock = stubFetch({ [`/api/teams/${TEAM_ID}/leagues`]: { body: [] } });
    renderWithProviders(<TeamLeagues teamId={TEAM_ID} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Leagues' })).not.toBeInTheDocument();
  });
});
