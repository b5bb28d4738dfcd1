import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EsportsTeamView } from '@shared/contracts/esports';
import { renderWithProviders } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import { teamId, tournament } from '../test/fixtures';
import EsportsTeamPage from './team-page';

const id = teamId(1);
const team: EsportsTeamView = {
  id,
  name: 'Night Owls',
  tag: 'NO',
  logo: null,
  region: 'EU',
  game: {
    id: '30000000-0000-4000-8000-000000000001',
    title: 'Rocket Arena',
    teamSize: 3,
    logo: null,
  },
  mmr: 1500,
  ranking: 4,
  wins: 6,
  losses: 2,
  winRate: 75,
  organization: null,
  captainId: null,
  matchesPlayed: 8,
  tournamentWins: 1,
  earnings: '600.00',
  status: 'active',
  roster: [],
  isCaptain: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('EsportsTeamPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a visitor the team’s tournaments, with the ones it won', async () => {
    stubFetch({
      [`/api/esports/teams/${id}`]: { body: team },
      [`/api/esports/tournaments?teamId=${id}`]: {
        body: [
          tournament({ name: 'Winter Cup', status: 'completed', championTeamId: id }),
          tournament({ id: 'x', name: 'Spring Open', status: 'registration' }),
        ],
      },
    });
    renderWithProviders(<EsportsTeamPage />, {
      route: `/esports/teams/${id}`,
      path: '/esports/teams/:id',
      user: null,
    });
    const list = await screen.findByRole('list', { name: 'Tournaments' });
    expect(within(list).getByRole('link', { name: 'Winter Cup' })).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Spring Open' })).toBeVisible();
    expect(within(list).getByText('Champion')).toBeVisible();
  });

  it('offers a visitor to follow the team, with its follower count', async () => {
    stubFetch({
      [`/api/esports/teams/${id}`]: { body: team },
      [`/api/esports/tournaments?teamId=${id}`]: { body: [] },
      [`/api/follows/esports_team/${id}`]: {
        body: {
          entityType: 'esports_team',
          entityId: id,
          following: false,
          notificationsEnabled: false,
          followers: 17,
        },
      },
    });
    renderWithProviders(<EsportsTeamPage />, {
      route: `/esports/teams/${id}`,
      path: '/esports/teams/:id',
      user: null,
    });
    const follow = await screen.findByRole('link', { name: 'Sign in to follow Night Owls' });
    expect(await within(follow).findByText('17')).toBeVisible();
  });
});
