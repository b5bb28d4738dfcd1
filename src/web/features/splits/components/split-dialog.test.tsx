import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { SplitDialog } from './split-dialog';

const BOOKING = '60000000-0000-4000-8000-000000000001';
const TEAM = '60000000-0000-4000-8000-000000000002';
const ME = testUser().id;

const member = (id: string, firstName: string) => ({
  user: { id, firstName, lastName: 'Lee', profileImageUrl: null },
  role: 'member',
  joinedAt: '2026-01-01T00:00:00.000Z',
});

describe('SplitDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('invites one of your teams: names whom it invites and sends the team to the server', async () => {
    const fetch = stubFetch({
      '/api/player/teams': {
        body: {
          items: [
            {
              id: TEAM,
              name: 'Net Rushers',
              sport: 'Padel',
              members: 3,
              maxMembers: 8,
              role: 'captain',
              active: true,
            },
          ],
        },
      },
      [`/api/teams/${TEAM}`]: {
        body: {
          id: TEAM,
          name: 'Net Rushers',
          members: [member(ME, 'Me'), member('u-ana', 'Ana'), member('u-ben', 'Ben')],
        },
      },
      [`POST /api/bookings/${BOOKING}/split`]: { status: 201, body: { shares: [] } },
    });
    const { user } = renderWithProviders(
      <SplitDialog
        booking={{ id: BOOKING, totalAmount: '40.00', sportName: 'Padel' }}
        currentUserId={ME}
      />,
      { user: testUser() },
    );
    await user.click(screen.getByRole('button', { name: 'Split payment' }));
    const team = await screen.findByLabelText('Invite a team (optional)');
    await user.selectOptions(team, 'Net Rushers');
    expect(await screen.findByText('Invites Ana Lee, Ben Lee.')).toBeVisible();

    // Two players share: a team with two others does not fit, and says so.
    await user.selectOptions(screen.getByLabelText('Players sharing'), '2');
    expect(
      screen.getByText('This team has 2 other members: split between at least 3 players.'),
    ).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Players sharing'), '4');
    await user.click(screen.getByRole('button', { name: 'Split booking' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', `/api/bookings/${BOOKING}/split`)).toHaveLength(1),
    );
    const [call] = callsTo(fetch, 'POST', `/api/bookings/${BOOKING}/split`);
    expect(sentJson(call![1])).toEqual({ players: 4, userIds: [], teamId: TEAM });
  });
});
