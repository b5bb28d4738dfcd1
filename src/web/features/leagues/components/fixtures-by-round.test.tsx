import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FixtureView } from '@shared/contracts/leagues';
import { FixturesByRound } from './fixtures-by-round';

const fixture = (overrides: Partial<FixtureView>): FixtureView => ({
  id: 'f1',
  round: 1,
  homeTeamId: 'h',
  awayTeamId: 'a',
  homeTeamName: 'Highbury Vale',
  awayTeamName: 'Walthamstow Rovers',
  startTime: null,
  venueId: null,
  venueName: null,
  refereeId: null,
  refereeName: null,
  homeScore: null,
  awayScore: null,
  status: 'scheduled',
  ...overrides,
});

describe('FixturesByRound', () => {
  it('names the referee of a fixture for the players', () => {
    render(
      <FixturesByRound
        leagueId="l1"
        fixtures={[
          fixture({ refereeId: 'r1', refereeName: 'Pat Whistle', venueName: 'Hackney Marshes' }),
          fixture({ id: 'f2', homeTeamName: 'Bow Rangers', awayTeamName: 'Leyton Lions' }),
        ]}
      />,
    );
    expect(screen.getByText('Hackney Marshes · Referee: Pat Whistle')).toBeVisible();
    expect(screen.queryAllByText(/Referee:/)).toHaveLength(1);
  });
});
