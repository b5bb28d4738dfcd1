import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, stubFetch } from '@web/test/stub-fetch';
import { CAPTAIN, MEMBER, TEAM_ID, testTeam } from '../test/team-fixture';
import TeamPage from './team-page';

const REQUEST_ID = '44444444-4444-4444-8444-444444444444';
const asker = {
  id: '00000000-0000-4000-8000-00000000000a',
  firstName: 'Alex',
  lastName: 'Asker',
  profileImageUrl: null,
};
const teamUrl = `/api/teams/${TEAM_ID}`;
const renderPage = (user: CurrentUser | null = testUser({ id: MEMBER.id })) =>
  renderWithProviders(<TeamPage />, { route: `/teams/${TEAM_ID}`, path: '/teams/:id', user });

describe('TeamPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the team, its facts and its members with their roles', async () => {
    stubFetch({ [teamUrl]: { body: testTeam() } });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Camden Smashers', level: 1 })).toBeVisible();
    expect(screen.getByText('2/8 members')).toBeVisible();
    expect(screen.getByText('Intermediate')).toBeVisible();
    expect(screen.getByText('Public')).toBeVisible();
    const members = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(members.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Cara Captain',
      'Sam Carter',
    ]);
    expect(within(members[0]!).getByText('Captain')).toBeVisible();
    expect(within(members[1]!).getByText('Member')).toBeVisible();
  });

  it('lets the captain of a private team answer requests, and offers no join or leave', async () => {
    const fetchMock = stubFetch({
      [teamUrl]: {
        body: testTeam({
          isPrivate: true,
          myStatus: 'captain',
          requests: [
            {
              id: REQUEST_ID,
              user: asker,
              message: 'I play most Tuesdays',
              createdAt: new Date().toISOString(),
            },
          ],
        }),
      },
      [`POST ${teamUrl}/requests/${REQUEST_ID}/accept`]: { status: 204 },
    });
    const { user } = renderPage(testUser({ id: CAPTAIN.id }));

    expect(await screen.findByText('You are the captain')).toBeVisible();
    const requests = screen.getByRole('list', { name: 'Requests to join' });
    expect(within(requests).getByText('“I play most Tuesdays”')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: /Leave team|Join Team|Request to join/ }),
    ).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Accept Alex Asker' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `${teamUrl}/requests/${REQUEST_ID}/accept`)).toHaveLength(
        1,
      ),
    );
    expect(await screen.findByText('Request accepted')).toBeVisible();
  });

  it('stops the captain accepting while the team is full', async () => {
    stubFetch({
      [teamUrl]: {
        body: testTeam({
          isPrivate: true,
          myStatus: 'captain',
          currentMembers: 8,
          requests: [
            { id: REQUEST_ID, user: asker, message: null, createdAt: new Date().toISOString() },
          ],
        }),
      },
    });
    renderPage(testUser({ id: CAPTAIN.id }));

    expect(await screen.findByRole('button', { name: 'Accept Alex Asker' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline Alex Asker' })).toBeEnabled();
    expect(screen.getByText(/The team is full/)).toBeVisible();
  });

  it('lets a member leave, and shows a member no requests', async () => {
    const fetchMock = stubFetch({
      [teamUrl]: { body: testTeam({ isPrivate: true, myStatus: 'member' }) },
      [`POST ${teamUrl}/leave`]: { status: 204 },
    });
    const { user } = renderPage();

    // The badge beside the title, besides the role in the members list.
    expect(await screen.findAllByText('Member')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: /Requests to join/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Leave team Camden Smashers' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${teamUrl}/leave`)).toHaveLength(1));
  });

  it('lets a visitor join a public team', async () => {
    const fetchMock = stubFetch({
      [teamUrl]: { body: testTeam() },
      [`POST ${teamUrl}/join`]: {
        body: { status: 'member', team: testTeam({ myStatus: 'member' }) },
      },
    });
    const { user } = renderPage(testUser({ id: '00000000-0000-4000-8000-0000000000ff' }));

    await user.click(await screen.findByRole('button', { name: 'Join Team Camden Smashers' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', `${teamUrl}/join`)).toHaveLength(1));
    expect(await screen.findByText('Welcome to the team!')).toBeVisible();
  });

  it('offers a visitor Request to join on a private team, and no requests', async () => {
    stubFetch({ [teamUrl]: { body: testTeam({ isPrivate: true }) } });
    renderPage(testUser({ id: '00000000-0000-4000-8000-0000000000fe' }));
    expect(
      await screen.findByRole('button', { name: 'Request to join Camden Smashers' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Requests to join/ })).toBeNull();
  });

  it('sends a signed-out visitor to sign in to join', async () => {
    stubFetch({ [teamUrl]: { body: testTeam() } });
    renderPage(null);

    const join = await screen.findByRole('link', { name: 'Join Team Camden Smashers' });
    expect(join).toHaveAttribute('href', '/auth');
  });

  it('says when the team does not exist', async () => {
    stubFetch({
      [teamUrl]: { status: 404, body: { message: 'Team not found', code: 'not_found' } },
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Team not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse teams' })).toHaveAttribute(
      'href',
      '/players?tab=teams',
    );
  });
});
