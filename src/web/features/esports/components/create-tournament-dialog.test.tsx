import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { tournament } from '../test/fixtures';
import { TournamentForm } from './create-tournament-dialog';

const GAME_ID = '30000000-0000-4000-8000-000000000001';
const games = [
  { id: GAME_ID, title: 'Rocket Arena', teamSize: 3, genre: 'sports', platform: ['PC'] },
];

function stub() {
  return stubFetch({
    '/api/esports/games': { body: games },
    'POST /api/esports/tournaments': { status: 201, body: tournament() },
  });
}

describe('TournamentForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the options of the chosen format only', async () => {
    stub();
    const { user } = renderWithProviders(<TournamentForm onDone={() => {}} />, {
      user: testUser(),
    });
    expect(screen.getByRole('checkbox', { name: 'Match for third place' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Format'), 'double_elimination');
    expect(screen.queryByRole('checkbox', { name: 'Match for third place' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Grand final reset' })).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Format'), 'swiss');
    expect(screen.getByLabelText('Swiss rounds (optional)')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Format'), 'groups');
    expect(screen.getByLabelText('Groups')).toHaveValue(2);
    expect(screen.getByLabelText('Advance per group')).toHaveValue(2);
  });

  it('says what is missing, and sends a Swiss tournament with its rounds', async () => {
    const fetchMock = stub();
    const onDone = vi.fn();
    const { user } = renderWithProviders(<TournamentForm onDone={onDone} />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByText('Tournament name must be at least 3 characters')).toBeVisible();
    expect(screen.getByText('Choose a game from the list')).toBeVisible();

    await user.type(screen.getByLabelText('Tournament name'), 'Swiss Open');
    await screen.findByRole('option', { name: 'Rocket Arena' });
    await user.selectOptions(screen.getByLabelText('Title'), GAME_ID);
    await user.selectOptions(screen.getByLabelText('Format'), 'swiss');
    await user.type(screen.getByLabelText('Swiss rounds (optional)'), '5');
    await user.type(screen.getByLabelText('Start date'), '2026-12-05');
    await user.type(screen.getByLabelText('Prize pool (USD, optional)'), '500');
    await user.type(screen.getByLabelText('Stream links (optional)'), 'https://twitch.tv/cup');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/esports/tournaments')).toHaveLength(1),
    );
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/esports/tournaments') as [
      [unknown, RequestInit],
    ];
    expect(sentJson(init)).toMatchObject({
      name: 'Swiss Open',
      gameId: GAME_ID,
      format: 'swiss',
      swissRounds: 5,
      startDate: '2026-12-05',
      prizePool: '500',
      streamLinks: ['https://twitch.tv/cup'],
      prizeDistribution: [
        { place: 1, percent: 50 },
        { place: 2, percent: 30 },
        { place: 3, percent: 20 },
      ],
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('refuses prize shares over 100 %', async () => {
    stub();
    const { user } = renderWithProviders(<TournamentForm onDone={() => {}} />, {
      user: testUser(),
    });
    await user.type(screen.getByLabelText('Tournament name'), 'Big Cup');
    await screen.findByRole('option', { name: 'Rocket Arena' });
    await user.selectOptions(screen.getByLabelText('Title'), GAME_ID);
    await user.type(screen.getByLabelText('Start date'), '2026-12-05');
    const first = screen.getByLabelText('Percent for 1st place');
    await user.clear(first);
    await user.type(first, '90');
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(await screen.findByText('The prize shares add up to more than 100 %')).toBeVisible();
  });
});
