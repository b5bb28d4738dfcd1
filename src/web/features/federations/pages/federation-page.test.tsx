import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AffiliationView, FederationView } from '@shared/contracts/federations';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import FederationPage from './federation-page';

const ID = '77777777-7777-4777-8777-777777777777';
const LEAGUE_ID = '55555555-5555-4555-8555-555555555555';
const url = `/api/federations/${ID}`;

const federation = (overrides: Partial<FederationView> = {}): FederationView => ({
  id: ID,
  name: 'Kent County Amateur FA',
  acronym: 'KCAFA',
  description: 'Grassroots football in Kent.',
  sport: { id: 1, name: 'Football', icon: '⚽' },
  federationType: 'local',
  country: 'GB',
  region: 'Kent',
  establishedDate: '1998-05-01',
  headquarters: null,
  email: null,
  phoneNumber: null,
  website: null,
  logo: null,
  officialColors: ['#ffffff'],
  boardMembers: [{ name: 'Ann Lee', title: 'Chair' }],
  isRecognized: false,
  recognitionLevel: 'none',
  president: null,
  counts: { memberClubs: 3, registeredPlayers: 41, leagues: 1 },
  isOfficial: false,
  createdAt: '2026-08-01T10:00:00.000Z',
  ...overrides,
});

const request: AffiliationView = {
  id: '88888888-8888-4888-8888-888888888888',
  federation: { id: ID, name: 'Kent County Amateur FA' },
  kind: 'league',
  status: 'pending',
  target: { id: LEAGUE_ID, name: 'Maidstone Sunday League' },
  requestedBy: { id: 'u1', firstName: 'Lee', lastName: 'Admin', profileImageUrl: null },
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
};

function stub(overrides: Partial<FederationView> = {}) {
  return stubFetch({
    [url]: { body: federation(overrides) },
    [`${url}/officials`]: { body: [] },
    [`${url}/regulations`]: { body: [] },
    [`${url}/clubs`]: { body: [] },
    [`${url}/requests`]: { body: [request] },
    [`${url}/leagues`]: {
      body: [
        {
          id: LEAGUE_ID,
          name: 'Maidstone Sunday League',
          season: '2026/27',
          status: 'ongoing',
          currentTeams: 2,
          sport: { id: 1, name: 'Football', icon: '⚽' },
          standingsRule: 'points_gd_gf',
        },
      ],
    },
    [`/api/leagues/${LEAGUE_ID}/standings`]: { body: [] },
    [`PATCH ${url}/requests/${request.id}`]: { body: { ...request, status: 'accepted' } },
  });
}

const renderPage = (route = `/federations/${ID}`, user = testUser()) =>
  renderWithProviders(<FederationPage />, { route, path: '/federations/:id', user });

describe('FederationPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the computed figures and the board, with no Manage tab for visitors', async () => {
    stub();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: /Kent County Amateur FA/, level: 1 }),
    ).toBeVisible();
    const players = screen.getByText('Registered players').closest('div')!;
    expect(within(players).getByText('41')).toBeVisible();
    expect(screen.getByText('Ann Lee')).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Manage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit federation/ })).not.toBeInTheDocument();
  });

  it('lists its leagues, each with its table', async () => {
    stub();
    renderPage(`/federations/${ID}?tab=leagues`);
    expect(await screen.findByRole('link', { name: 'Maidstone Sunday League' })).toBeVisible();
    expect(await screen.findByText('No teams in the table yet.')).toBeVisible();
  });

  it('lets an official accept a request from the Manage tab', async () => {
    const fetchMock = stub({ isOfficial: true });
    const { user } = renderPage(`/federations/${ID}?tab=manage`);
    await user.click(await screen.findByRole('button', { name: 'Accept Maidstone Sunday League' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PATCH', `${url}/requests/${request.id}`)).toHaveLength(1),
    );
    const [[, init]] = callsTo(fetchMock, 'PATCH', `${url}/requests/${request.id}`) as [
      [unknown, RequestInit],
    ];
    expect(sentJson(init)).toEqual({ status: 'accepted' });
  });
});
