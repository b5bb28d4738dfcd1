import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DealView } from '@shared/contracts/sponsors';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import DealPage from './deal-page';

const ID = '22222222-2222-4222-8222-222222222222';

const deal: DealView = {
  id: ID,
  sponsorId: 's1',
  sponsorName: 'AquaBoost',
  entity: { entityType: 'team', entityId: 't1', name: 'Berlin Ballers' },
  dealName: 'Ballers kit partner',
  dealType: 'kit',
  amount: 6000,
  currency: 'USD',
  startDate: '2026-03-01',
  endDate: '2027-02-28',
  exclusivity: true,
  status: 'negotiation',
  side: 'entity',
  turn: 'entity',
  allowed: ['negotiation', 'active', 'terminated'],
  createdAt: '2026-02-01T10:00:00.000Z',
  deliverables: [
    {
      id: 'd1',
      title: 'Logo on the shirt',
      dueDate: null,
      doneAt: null,
      evidenceUrl: null,
      evidenceNote: null,
    },
  ],
  kpis: [{ metric: 'followers_gained', target: 20, delivered: 5 }],
  history: [
    {
      id: 'h1',
      action: 'sent',
      side: 'sponsor',
      actorName: 'Daniel Weber',
      fromStatus: 'draft',
      toStatus: 'negotiation',
      changes: null,
      relatedDealId: null,
      at: '2026-02-02T10:00:00.000Z',
    },
  ],
};

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/sponsorship-deals/:id" element={<DealPage />} />
    </Routes>,
    { user: testUser(), route: `/sponsorship-deals/${ID}` },
  );

describe('DealPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets the side whose turn it is accept, counter or decline, and shows KPIs and history', async () => {
    const fetch = stubFetch({
      [`/api/sponsorship-deals/${ID}`]: { body: deal },
      [`POST /api/sponsorship-deals/${ID}/status`]: {
        body: { ...deal, status: 'active', turn: null, allowed: ['terminated'] },
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ballers kit partner' })).toBeInTheDocument();
    expect(screen.getByText('Your answer is awaited.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Counter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Followers gained' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
    expect(
      within(screen.getByRole('list', { name: 'History' })).getByText(/Daniel Weber/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('button', { name: 'Terminate' })).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(sent?.[1]?.body as string)).toEqual({ status: 'active' });
  });
});
