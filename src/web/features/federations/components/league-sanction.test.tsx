import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeagueSanctionView } from '@shared/contracts/federations';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { LeagueSanction } from './league-sanction';

const LEAGUE_ID = '55555555-5555-4555-8555-555555555555';
const FOOTBALL_FA = '77777777-7777-4777-8777-777777777777';
const TENNIS_FA = '99999999-9999-4999-8999-999999999999';

const federationOf = (id: string, name: string, sportId: number) => ({
  id,
  name,
  sport: { id: sportId, name: sportId === 1 ? 'Football' : 'Tennis', icon: null },
});

function stub(sanction: LeagueSanctionView) {
  return stubFetch({
    [`/api/leagues/${LEAGUE_ID}/sanction`]: { body: sanction },
    [`/api/leagues/${LEAGUE_ID}`]: { body: { id: LEAGUE_ID, sport: { id: 1, name: 'Football' } } },
    '/api/federations': {
      body: [federationOf(FOOTBALL_FA, 'Kent FA', 1), federationOf(TENNIS_FA, 'Kent LTA', 2)],
    },
    [`POST /api/federations/${FOOTBALL_FA}/leagues`]: { status: 201, body: {} },
  });
}

describe('LeagueSanction', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the federation that sanctions the league', async () => {
    stub({
      federation: { id: FOOTBALL_FA, name: 'Kent FA', acronym: null },
      requests: [],
      isLeagueAdmin: false,
    });
    renderWithProviders(<LeagueSanction leagueId={LEAGUE_ID} />);
    expect(await screen.findByRole('link', { name: 'Kent FA' })).toHaveAttribute(
      'href',
      `/federations/${FOOTBALL_FA}`,
    );
  });

  it('lets the admin ask a federation of the league’s sport', async () => {
    const fetchMock = stub({ federation: null, requests: [], isLeagueAdmin: true });
    const { user } = renderWithProviders(<LeagueSanction leagueId={LEAGUE_ID} />, {
      user: testUser(),
    });
    const select = await screen.findByLabelText('Federation');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kent FA' })).toBeVisible());
    expect(screen.queryByRole('option', { name: 'Kent LTA' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'Kent FA');
    await user.click(screen.getByRole('button', { name: 'Request sanctioning' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/api/federations/${FOOTBALL_FA}/leagues`)).toHaveLength(1),
    );
    const [[, init]] = callsTo(fetchMock, 'POST', `/api/federations/${FOOTBALL_FA}/leagues`) as [
      [unknown, RequestInit],
    ];
    expect(sentJson(init)).toEqual({ leagueId: LEAGUE_ID });
  });
});
