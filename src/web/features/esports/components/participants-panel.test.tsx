import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EsportsTeamSummary } from '@shared/contracts/esports';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, stubFetch } from '@web/test/stub-fetch';
import { participant, teamId, tournament } from '../test/fixtures';
import { ParticipantsPanel } from './participants-panel';

const T = tournament({ status: 'registration', entryFee: '25.00', currentTeams: 1 });
const ORDER = '40000000-0000-4000-8000-000000000001';

const myTeam: EsportsTeamSummary = {
  id: teamId(9),
  name: 'Night Owls',
  tag: 'NO',
  logo: null,
  region: 'EU',
  game: {
    id: T.game.id,
    title: T.game.title,
    teamSize: 3,
    logo: null,
  },
  mmr: 1200,
  ranking: null,
  wins: 0,
  losses: 0,
  winRate: 0,
};

describe('ParticipantsPanel with an entry fee', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each team’s fee status and the payer’s way to checkout', () => {
    stubFetch({});
    renderWithProviders(
      <ParticipantsPanel
        tournament={T}
        participants={[
          participant(1, { feeStatus: 'paid' }),
          participant(2, {
            status: 'awaiting_payment',
            feeStatus: 'pending',
            paymentOrderId: ORDER,
          }),
          participant(3, { status: 'awaiting_payment', feeStatus: 'refunded' }),
        ]}
        myTeams={[]}
      />,
      { user: testUser() },
    );
    expect(screen.getByText('Paid')).toBeVisible();
    expect(screen.getAllByText('Awaiting payment')).toHaveLength(2);
    expect(screen.getByText('Refunded')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pay the entry fee for Team 2' })).toHaveAttribute(
      'href',
      `/checkout?order=${ORDER}`,
    );
    expect(screen.getByRole('heading', { name: 'Teams (1/8)' })).toBeVisible();
  });

  it('says what registering costs and goes to checkout', async () => {
    const fetch = stubFetch({
      [`POST /api/esports/tournaments/${T.id}/participants`]: {
        status: 201,
        body: participant(9, {
          status: 'awaiting_payment',
          feeStatus: 'pending',
          paymentOrderId: ORDER,
        }),
      },
    });
    const { user, location } = renderWithProviders(
      <ParticipantsPanel tournament={T} participants={[]} myTeams={[myTeam]} />,
      { user: testUser(), route: `/esports/tournaments/${T.id}` },
    );
    expect(screen.getByText(/The entry fee of \$25\.00 is paid at checkout/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Register and pay $25.00' }));
    await waitFor(() => expect(location()).toBe(`/checkout?order=${ORDER}`));
    expect(callsTo(fetch, 'POST', `/api/esports/tournaments/${T.id}/participants`)).toHaveLength(1);
  });
});
