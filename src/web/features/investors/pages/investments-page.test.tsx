import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DealSummary } from '@shared/contracts/investors';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import InvestmentsPage from './investments-page';

const deal: DealSummary = {
  id: '88888888-8888-4888-8888-888888888888',
  dealName: 'GoalCam',
  targetType: 'startup',
  targetId: null,
  targetName: 'GoalCam',
  investorName: 'Northgate',
  investmentType: 'equity',
  amount: 40_000,
  valuation: null,
  status: 'prospecting',
  closingDate: null,
  exitDate: null,
  roi: null,
  side: 'investor',
  allowedStatuses: ['due_diligence', 'failed'],
  dataRoom: null,
  updatedAt: '2026-11-01T10:00:00Z',
};
const url = `/api/investment-deals/${deal.id}/status`;

describe('InvestmentsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves a deal from the keyboard and says so', async () => {
    let current = deal;
    const fetch = stubFetch({
      '/api/investment-deals': () => ({ body: [current] }),
      [`POST ${url}`]: (sent) => {
        current = { ...deal, ...(sent as Pick<DealSummary, 'status'>) };
        return { body: current };
      },
    });
    renderWithProviders(<InvestmentsPage />, { user: testUser() });
    const prospecting = await screen.findByRole('region', { name: 'Prospecting' });
    const select = within(prospecting).getByRole('combobox', { name: 'Move GoalCam to' });
    await userEvent.selectOptions(select, 'due_diligence');
    const diligence = screen.getByRole('region', { name: 'Due diligence' });
    expect(await within(diligence).findByRole('link', { name: 'GoalCam' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'POST' }));
    expect(await screen.findByText('GoalCam moved to Due diligence.')).toBeInTheDocument();
  });

  it('puts a refused move back and shows the server’s reason', async () => {
    stubFetch({
      '/api/investment-deals': { body: [deal] },
      [`POST ${url}`]: {
        status: 409,
        body: { message: 'A deal in Prospecting cannot move to Failed; you can move it to: X' },
      },
    });
    renderWithProviders(<InvestmentsPage />, { user: testUser() });
    const prospecting = await screen.findByRole('region', { name: 'Prospecting' });
    await userEvent.selectOptions(
      within(prospecting).getByRole('combobox', { name: 'Move GoalCam to' }),
      'failed',
    );
    expect(await screen.findByText('GoalCam stays in Prospecting.')).toBeInTheDocument();
    expect(within(prospecting).getByRole('link', { name: 'GoalCam' })).toBeInTheDocument();
  });
});
