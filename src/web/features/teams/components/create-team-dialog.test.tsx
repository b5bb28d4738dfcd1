import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { TEAM_ID, testTeam } from '../test/team-fixture';
import { CreateTeamDialog } from './create-team-dialog';

const sports = { body: [{ id: 3, name: 'Tennis', icon: null }] };

describe('CreateTeamDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what is missing and sends nothing', async () => {
    const fetchMock = stubFetch({ '/api/sports': sports });
    const { user } = renderWithProviders(<CreateTeamDialog />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    await user.type(await screen.findByLabelText('Team name'), 'X');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));

    expect(await screen.findByText('Team name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Sport is required')).toBeVisible();
    expect(screen.getByLabelText('Team name')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/teams')).toHaveLength(0);
  });

  it('creates the team and opens its page', async () => {
    const fetchMock = stubFetch({
      '/api/sports': sports,
      'POST /api/teams': { status: 201, body: testTeam({ myStatus: 'captain' }) },
    });
    const { user, location } = renderWithProviders(<CreateTeamDialog />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    await user.type(await screen.findByLabelText('Team name'), 'Camden Smashers');
    await user.selectOptions(await screen.findByLabelText('Sport'), 'Tennis');
    await user.click(screen.getByRole('checkbox', { name: /Private/ }));
    await user.click(screen.getByRole('button', { name: 'Create Team' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/teams')).toHaveLength(1));
    expect(sentJson(callsTo(fetchMock, 'POST', '/api/teams')[0]![1])).toMatchObject({
      name: 'Camden Smashers',
      sportId: 3,
      isPrivate: true,
    });
    await waitFor(() => expect(location()).toBe(`/teams/${TEAM_ID}`));
    expect(await screen.findByText('Team created')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a rule only the server knows under its field', async () => {
    stubFetch({
      '/api/sports': sports,
      'POST /api/teams': {
        status: 400,
        body: {
          message: 'Invalid input',
          code: 'validation',
          fields: { name: 'That name is taken' },
        },
      },
    });
    const { user } = renderWithProviders(<CreateTeamDialog />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    await user.type(await screen.findByLabelText('Team name'), 'Camden Smashers');
    await user.selectOptions(await screen.findByLabelText('Sport'), 'Tennis');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));

    expect(await screen.findByText('That name is taken')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
