import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@shared/constants';
import { ROLES } from '@web/features/roles/roles';
import { ROLE_DASHBOARDS } from '@web/features/dashboards/role-dashboards';
import { renderWithProviders, testUser } from '@web/test/render';
import RoleDashboardPage from './role-dashboard-page';

const EXISTING_ROUTES = [
  '/venues',
  '/players',
  '/community',
  '/bookings',
  '/profile',
  '/settings',
  '/leagues',
  '/esports',
  '/dashboard/esports',
];

describe('RoleDashboardPage', () => {
  it.each(ROLE_IDS)('%s: title, description and four feature cards', (role) => {
    renderWithProviders(<RoleDashboardPage role={role} />, {
      route: `/dashboard/${role}`,
      user: testUser({ firstName: 'Nadia', lastName: 'Rahman' }),
    });
    const { title, description } = ROLE_DASHBOARDS[role];
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();

    const cards = within(
      screen.getByRole('list', { name: `${ROLES[role].name} features` }),
    ).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 2 })).toBeInTheDocument();
      // A card either leads somewhere real or is plain information: never a dead button.
      expect(within(card).queryByRole('button')).toBeNull();
      const link = within(card).queryByRole('link');
      if (link) expect(EXISTING_ROUTES).toContain(link.getAttribute('href'));
      else expect(within(card).getByText('Coming soon')).toBeInTheDocument();
    }

    expect(screen.getByText('Nadia Rahman')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Switch role/ })).toHaveAttribute(
      'href',
      '/role-selection',
    );
  });

  it('names the league dashboard as the SPEC does', () => {
    renderWithProviders(<RoleDashboardPage role="league" />, { user: testUser() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('League Admin Dashboard');
  });
});
