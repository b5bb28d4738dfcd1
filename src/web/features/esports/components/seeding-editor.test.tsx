import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { participant, teamId, tournament } from '../test/fixtures';
import { moveItem, SeedingEditor } from './seeding-editor';

const T = tournament({ status: 'registration', isOrganizer: true });
const url = `/api/esports/tournaments/${T.id}/seeds`;

describe('moveItem', () => {
  it('moves within bounds and ignores moves past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('SeedingEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reorders with the keyboard buttons and saves the order, top seed first', async () => {
    const fetchMock = stubFetch({ [`PUT ${url}`]: { status: 204 } });
    const { user } = renderWithProviders(
      <SeedingEditor
        tournamentId={T.id}
        participants={[participant(2), participant(1), participant(3)]}
      />,
      { user: testUser() },
    );
    const order = () =>
      within(screen.getByRole('list', { name: 'Seeding order' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.match(/Team \d/)?.[0]);
    expect(order()).toEqual(['Team 1', 'Team 2', 'Team 3']);
    expect(screen.getByRole('button', { name: 'Move Team 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Team 3 up' }));
    expect(order()).toEqual(['Team 1', 'Team 3', 'Team 2']);
    expect(screen.getByText('Team 3 is now seed 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save this order' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', url)).toHaveLength(1));
    const [[, init]] = callsTo(fetchMock, 'PUT', url) as [[unknown, RequestInit]];
    expect(sentJson(init)).toEqual({
      method: 'manual',
      teamIds: [teamId(1), teamId(3), teamId(2)],
    });
  });

  it('seeds by ranking or by a draw', async () => {
    const fetchMock = stubFetch({ [`PUT ${url}`]: { status: 204 } });
    const { user } = renderWithProviders(
      <SeedingEditor tournamentId={T.id} participants={[participant(1), participant(2)]} />,
      { user: testUser() },
    );
    await user.click(screen.getByRole('button', { name: 'Seed by ranking' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', url)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Random draw' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', url)).toHaveLength(2));
    const sent = callsTo(fetchMock, 'PUT', url).map(([, init]) => sentJson(init));
    expect(sent).toEqual([{ method: 'ranking' }, { method: 'random' }]);
  });
});
