import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamDuesView, TeamEventView, TeamLifeView } from '@shared/contracts/team-life';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, stubFetch } from '@web/test/stub-fetch';
import { CAPTAIN, MEMBER, TEAM_ID, testTeam } from '../test/team-fixture';
import TeamDashboardPage from './team-dashboard-page';
import TeamPage from './team-page';

const EVENT_ID = '55555555-5555-4555-8555-555555555555';
const DUE_ID = '66666666-6666-4666-8666-666666666666';
const ORDER_ID = '77777777-7777-4777-8777-777777777777';
const teamUrl = `/api/teams/${TEAM_ID}`;

const life = (overrides: Partial<TeamLifeView> = {}): TeamLifeView => ({
  logo: null,
  colors: ['#7c2d12'],
  canManage: false,
  inviteCode: null,
  calendarPath: `${teamUrl}/events.ics?token=secret`,
  ...overrides,
});

const event = (overrides: Partial<TeamEventView> = {}): TeamEventView => ({
  id: EVENT_ID,
  teamId: TEAM_ID,
  title: 'Sunday match',
  kind: 'match',
  startTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  endTime: null,
  venue: null,
  bookingId: null,
  location: 'Hackney Marshes',
  note: null,
  cancelled: false,
  counts: { yes: 1, no: 0, maybe: 0 },
  myAnswer: null,
  answers: [
    { user: CAPTAIN, answer: 'yes' },
    { user: MEMBER, answer: null },
  ],
  ...overrides,
});

const dues = (status: 'open' | 'paid'): TeamDuesView => ({
  dues: [
    {
      id: DUE_ID,
      label: 'Spring season subs',
      amount: '40.00',
      status,
      paidAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      user: MEMBER,
    },
  ],
  collected: status === 'paid' ? '40.00' : '0.00',
  outstanding: status === 'paid' ? '0.00' : '40.00',
});

describe('team life on the team page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets a member answer yes and shows the new count', async () => {
    let answered = false;
    const fetchMock = stubFetch({
      [teamUrl]: { body: testTeam({ myStatus: 'member' }) },
      [`${teamUrl}/life`]: { body: life() },
      [`${teamUrl}/events`]: () => ({
        body: [
          answered ? event({ myAnswer: 'yes', counts: { yes: 2, no: 0, maybe: 0 } }) : event(),
        ],
      }),
      [`${teamUrl}/dues`]: { body: { dues: [], collected: '0.00', outstanding: '0.00' } },
      [`POST ${teamUrl}/events/${EVENT_ID}/rsvp`]: () => {
        answered = true;
        return { body: event() };
      },
    });
    const { user } = renderWithProviders(<TeamPage />, {
      route: `/teams/${TEAM_ID}`,
      path: '/teams/:id',
      user: testUser({ id: MEMBER.id }),
    });
    const item = await screen.findByRole('listitem', { name: 'Sunday match' });
    expect(within(item).getByText('1 coming · 0 maybe · 0 not coming')).toBeVisible();
    await user.click(within(item).getByRole('button', { name: 'Yes to Sunday match' }));
    await waitFor(() =>
      expect(within(item).getByText('2 coming · 0 maybe · 0 not coming')).toBeVisible(),
    );
    expect(callsTo(fetchMock, 'POST', `${teamUrl}/events/${EVENT_ID}/rsvp`)).toHaveLength(1);
    expect(within(item).getByRole('button', { name: 'Yes to Sunday match' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a member what they owe and sends Pay to checkout', async () => {
    stubFetch({
      [teamUrl]: { body: testTeam({ myStatus: 'member' }) },
      [`${teamUrl}/life`]: { body: life() },
      [`${teamUrl}/events`]: { body: [] },
      [`${teamUrl}/dues`]: { body: dues('open') },
      [`POST ${teamUrl}/dues/${DUE_ID}/pay`]: { body: { orderId: ORDER_ID } },
    });
    const { user, location } = renderWithProviders(<TeamPage />, {
      route: `/teams/${TEAM_ID}`,
      path: '/teams/:id',
      user: testUser({ id: MEMBER.id }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay Spring season subs' }));
    await waitFor(() => expect(location()).toBe(`/checkout?order=${ORDER_ID}`));
  });
});

describe('TeamDashboardPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers to create a team to a new account', async () => {
    stubFetch({ '/api/teams/managed': { body: [] } });
    renderWithProviders(<TeamDashboardPage />, { user: testUser() });
    expect(await screen.findByText(/You don’t lead a team yet/)).toBeVisible();
    expect(screen.getAllByRole('button', { name: /Create Team/ }).length).toBeGreaterThan(0);
  });

  it('shows the roster’s answers for the next game and who has paid', async () => {
    stubFetch({
      '/api/teams/managed': { body: [testTeam({ myStatus: 'captain' })] },
      [`${teamUrl}/events`]: { body: [event()] },
      [`${teamUrl}/dues`]: { body: dues('paid') },
    });
    renderWithProviders(<TeamDashboardPage />, { user: testUser({ id: CAPTAIN.id }) });
    const roster = await screen.findByRole('list', { name: 'Availability for Sunday match' });
    const rows = within(roster).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Yes')).toBeVisible();
    expect(within(rows[1]!).getByText('No answer')).toBeVisible();
    expect(screen.getByRole('button', { name: /Schedule an event/ })).toBeVisible();
    const paid = await screen.findByRole('list', { name: 'Who has paid' });
    expect(within(paid).getByText('Paid')).toBeVisible();
  });
});
