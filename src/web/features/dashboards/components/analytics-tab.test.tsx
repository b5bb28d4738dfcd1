import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VenueAnalytics, VenueStats } from '@shared/contracts/dashboards';
import { renderWithProviders, testUser } from '@web/test/render';
import { stubFetch } from '@web/test/stub-fetch';
import { AnalyticsTab } from './analytics-tab';
import { StatCards } from './stat-cards';

afterEach(() => vi.unstubAllGlobals());

const analytics: VenueAnalytics = {
  days: 30,
  revenueByDay: [
    { date: '2030-06-01', amount: '40000.00', bookings: 300 },
    { date: '2030-06-02', amount: '25904.50', bookings: 200 },
  ],
  occupancyByHour: [],
  statusCounts: [],
};

describe('venue money figures', () => {
  it('the analytics total has thousands separators, like every other amount', async () => {
    stubFetch({ '/api/venue/owned': { body: [] }, '/api/venue/analytics': { body: analytics } });
    renderWithProviders(<AnalyticsTab />, { user: testUser({ roles: ['venue_owner'] }) });
    expect(await screen.findByText(/\$65,904\.50 from 500 paid bookings/)).toBeInTheDocument();
    expect(screen.queryByText(/\$65904\.50/)).not.toBeInTheDocument();
  });

  it('the month’s revenue card uses the same formatter', () => {
    const stats: VenueStats = {
      monthlyRevenue: '82968.00',
      totalBookings: 1200,
      upcomingBookings: 4,
      occupancyRate: 42.5,
      rating: 4.4,
      reviews: 10,
      venues: 2,
    };
    renderWithProviders(<StatCards stats={stats} />);
    expect(screen.getByText('$82,968.00')).toBeInTheDocument();
  });
});
