import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEAL_STATUSES, type DealSummary, type PortfolioView } from '@shared/contracts/investors';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import InvestorDashboardPage from './investor-dashboard-page';

const empty: PortfolioView = {
  invested: 0,
  activeCount: 0,
  activeAmount: 0,
  exitedCount: 0,
  exitValue: 0,
  averageRoi: null,
  byStatus: DEAL_STATUSES.map((status) => ({ status, count: 0 })),
  valueOverTime: [],
  recent: [],
};

const DEAL_ID = '77777777-7777-4777-8777-777777777777';

describe('InvestorDashboardPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a new account to create its investor profile', async () => {
    stubFetch({
      '/api/investment-deals/portfolio': { body: empty },
      '/api/investment-deals': { body: [] },
      '/api/investors/me': { status: 404, body: { message: 'Create your investor profile first' } },
    });
    renderWithProviders(<InvestorDashboardPage />, { user: testUser() });
    expect(
      await screen.findByRole('link', { name: 'Create your investor profile' }),
    ).toHaveAttribute('href', '/investments/profile');
  });

  it('shows the figures, the value over time and recent activity in words', async () => {
    const portfolio: PortfolioView = {
      ...empty,
      invested: 130_000,
      activeCount: 1,
      activeAmount: 80_000,
      exitedCount: 1,
      exitValue: 75_000,
      averageRoi: 50,
      byStatus: DEAL_STATUSES.map((status) => ({
        status,
        count: status === 'active' || status === 'exited' ? 1 : 0,
      })),
      valueOverTime: [
        { date: '2025-01-10', value: 50_000 },
        { date: '2025-06-01', value: 130_000 },
        { date: '2026-02-01', value: 155_000 },
      ],
      recent: [
        { dealId: DEAL_ID, dealName: 'KickStats', toStatus: 'exited', at: '2026-02-01T10:00:00Z' },
      ],
    };
    stubFetch({
      '/api/investment-deals/portfolio': { body: portfolio },
      '/api/investment-deals': { body: [] satisfies DealSummary[] },
      '/api/investors/me': { body: { id: 'p1', investorName: 'Northgate' } },
    });
    renderWithProviders(<InvestorDashboardPage />, { user: testUser() });
    expect(await screen.findByText('+50.0%')).toBeInTheDocument();
    expect(screen.getAllByText('$130,000.00').length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: /Portfolio value after each closing/ });
    expect(
      within(table).getByRole('row', { name: /2026-02-01 \$155,000\.00/ }),
    ).toBeInTheDocument();
    const recent = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(recent).getByRole('link', { name: 'KickStats' })).toHaveAttribute(
      'href',
      `/investments/${DEAL_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Add a deal' })).toBeInTheDocument();
  });
});
