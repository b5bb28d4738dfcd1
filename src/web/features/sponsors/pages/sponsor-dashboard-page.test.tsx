import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DealSummary, SponsorView } from '@shared/contracts/sponsors';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import SponsorDashboardPage from './sponsor-dashboard-page';

const profile: SponsorView = {
  id: '11111111-1111-4111-8111-111111111111',
  userId: 'u1',
  companyName: 'AquaBoost',
  industry: 'Sports drinks',
  description: null,
  sponsorType: 'official',
  sponsorshipBudget: 180000,
  preferredSports: ['Football'],
  preferredRegions: ['Germany'],
  targetDemographics: [],
  marketingObjectives: [],
  website: null,
  contactEmail: null,
  contactPhone: null,
  headquarters: 'Munich, Germany',
  logo: null,
  isVerified: true,
  activeDeals: 1,
  sponsoring: [{ entityType: 'team', entityId: 't1', name: 'Berlin Ballers', dealType: 'kit' }],
};

const deal = (id: string, status: DealSummary['status'], amount: number): DealSummary => ({
  id,
  sponsorId: profile.id,
  sponsorName: 'AquaBoost',
  entity: { entityType: 'team', entityId: 't1', name: 'Berlin Ballers' },
  dealName: `Deal ${id}`,
  dealType: 'kit',
  amount,
  currency: 'USD',
  startDate: '2026-03-01',
  endDate: '2027-02-28',
  exclusivity: false,
  status,
  side: 'sponsor',
  turn: status === 'negotiation' ? 'entity' : null,
  allowed: [],
  createdAt: '2026-02-01T10:00:00.000Z',
});

describe('SponsorDashboardPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers to create a profile when there is none', async () => {
    stubFetch({
      '/api/sponsors/me': {
        status: 404,
        body: { message: 'Create your sponsor profile first', code: 'not_found' },
      },
      '/api/sponsorship-deals': { body: [] },
    });
    renderWithProviders(<SponsorDashboardPage />, { user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Create your profile' }));
    expect(await screen.findByLabelText('Company name')).toBeInTheDocument();
  });

  it('shows spend, deals by status, what the sponsor backs and the chart in words', async () => {
    stubFetch({
      '/api/sponsors/me': { body: profile },
      '/api/sponsorship-deals': {
        body: [deal('a', 'active', 6000), deal('b', 'negotiation', 2500)],
      },
    });
    renderWithProviders(<SponsorDashboardPage />, { user: testUser() });
    const byStatus = await screen.findByLabelText('Deals by status');
    expect(within(byStatus).getByText('$6,000')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Sponsoring' })).getByRole('link', {
        name: 'Berlin Ballers',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'My deals' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Deal value by start month' });
    expect(within(table).getByRole('rowheader', { name: '2026-03' })).toBeInTheDocument();
  });
});
