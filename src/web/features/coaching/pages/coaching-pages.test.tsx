import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CoachDashboard,
  CoachingSession,
  CoachingView,
  CoachProfile,
} from '@shared/contracts/coaching';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import CoachDashboardPage from './coach-dashboard-page';
import MyCoachesPage from './my-coaches-page';

const soon = new Date(Date.now() + 2 * 86_400_000).toISOString();

const profile: CoachProfile = {
  userId: 'coach-1',
  firstName: 'Priya',
  lastName: 'Shah',
  profileImageUrl: null,
  location: 'Madrid',
  bio: null,
  headline: 'Padel coach',
  specialities: ['Volleys'],
  certifications: [],
  hourlyRate: '40.00',
  sports: [{ id: 1, name: 'Padel' }],
  availability: [],
  activeCount: 1,
};

const record = (over: Partial<CoachingView>): CoachingView => ({
  id: 'cm-1',
  coachId: 'coach-1',
  coachName: 'Priya Shah',
  entityType: 'player',
  entityId: 'player-1',
  entityName: 'Sam Carter',
  role: 'head_coach',
  specialization: null,
  status: 'active',
  startDate: '2026-06-01',
  endDate: null,
  side: 'coach',
  allowed: ['inactive', 'terminated'],
  createdAt: '2026-06-01T10:00:00.000Z',
  ...over,
});

const session: CoachingSession = {
  id: 's-1',
  coachingId: 'cm-1',
  bookingId: 'b-1',
  coachId: 'coach-1',
  coachName: 'Priya Shah',
  entityType: 'player',
  entityName: 'Sam Carter',
  venueId: 'v-1',
  venueName: 'Club Pádel Chamartín',
  sportName: 'Padel',
  startTime: soon,
  endTime: soon,
  bookingStatus: 'confirmed',
  paymentStatus: 'paid',
  totalAmount: '30.00',
  notes: 'Late on the backhand',
  goals: 'Lob deep',
  side: 'coach',
};

const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month) => ({
  month,
  hours: 4,
  revenue: 160,
}));

describe('CoachDashboardPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a new coach to create a profile, with the button one click away', async () => {
    stubFetch({
      '/api/coaching/dashboard': {
        body: {
          hasProfile: false,
          hourlyRate: null,
          athletes: 0,
          teams: 0,
          pendingOffers: 0,
          months,
        } satisfies CoachDashboard,
      },
      '/api/coaches/me': { status: 404, body: { message: 'Coach not found' } },
      '/api/coaching': { body: [] },
      '/api/coaching/sessions': { body: [] },
    });
    renderWithProviders(<CoachDashboardPage />, { user: testUser() });
    expect(await screen.findByText(/Create your coach profile: your sports/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create coach profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book a session' })).not.toBeInTheDocument();
  });

  it("shows athletes, this week's sessions and the months in words", async () => {
    stubFetch({
      '/api/coaching/dashboard': {
        body: {
          hasProfile: true,
          hourlyRate: '40.00',
          athletes: 1,
          teams: 0,
          pendingOffers: 1,
          months,
        },
      },
      '/api/coaches/me': { body: profile },
      '/api/coaching': {
        body: [
          record({}),
          record({
            id: 'cm-2',
            status: 'pending',
            entityName: 'Hana Al-Sayed',
            allowed: ['terminated'],
          }),
        ],
      },
      '/api/coaching/sessions': { body: [session] },
    });
    renderWithProviders(<CoachDashboardPage />, { user: testUser() });
    const week = await screen.findByRole('list', { name: "This week's sessions" });
    expect(within(week).getByText('Sam Carter · Padel')).toBeInTheDocument();
    expect(within(week).getByText(/Lob deep/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book a session' })).toBeInTheDocument();
    const offers = screen.getByRole('list', { name: 'Offers waiting' });
    expect(
      within(offers).getByRole('button', { name: 'Withdraw Hana Al-Sayed' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Hours and revenue per month' });
    expect(within(table).getAllByText('$160.00')).toHaveLength(6);
  });
});

describe('MyCoachesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets the player accept an offer and shows the goals of the next session', async () => {
    const offer = record({ side: 'entity', status: 'pending', allowed: ['active', 'declined'] });
    const fetch = stubFetch({
      '/api/coaching': { body: [offer] },
      '/api/coaching/sessions': { body: [{ ...session, side: 'entity', notes: null }] },
      'POST /api/coaching/cm-1/status': { body: { ...offer, status: 'active' } },
    });
    renderWithProviders(<MyCoachesPage />, { user: testUser() });
    const upcoming = await screen.findByRole('list', { name: 'Upcoming sessions' });
    expect(within(upcoming).getByText(/Coach Priya Shah/)).toBeInTheDocument();
    expect(within(upcoming).getByText(/Lob deep/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept Priya Shah' }));
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(sent![1]!.body as string)).toEqual({ status: 'active' });
  });
});
