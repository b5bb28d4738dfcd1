import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import ProfilePage from './profile-page';

describe('ProfilePage', () => {
  it("shows the user's card, roles linking to their dashboards, and the two actions", () => {
    renderWithProviders(<ProfilePage />, {
      route: '/profile',
      user: testUser({
        firstName: 'Nadia',
        lastName: 'Rahman',
        email: 'nadia@example.com',
        userType: 'league_admin',
        roles: ['player', 'league', 'legacy-role'],
        skillLevel: 'advanced',
        favoriteSport: 'Padel',
        location: 'Doha, Qatar',
        bio: 'Left-handed and relentless.',
        createdAt: '2024-03-15T10:00:00.000Z',
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Nadia Rahman' })).toBeInTheDocument();
    expect(screen.getByText('NR')).toBeInTheDocument();
    expect(screen.getByText('nadia@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('user-type')).toHaveTextContent('League Admin');
    expect(screen.getByText('Advanced')).toBeInTheDocument();
    expect(screen.getByText('Padel')).toBeInTheDocument();
    expect(screen.getByText('Doha, Qatar')).toBeInTheDocument();
    expect(screen.getByText('Left-handed and relentless.')).toBeInTheDocument();
    expect(screen.getByText('March 2024')).toBeInTheDocument();

    const roles = within(screen.getByRole('list', { name: 'Your roles' })).getAllByRole('link');
    expect(roles.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/player',
      '/dashboard/league',
    ]);
    expect(screen.getByRole('link', { name: /Edit profile/ })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: /Add a role/ })).toHaveAttribute(
      'href',
      '/role-selection',
    );
  });

  it('says what is not set yet', () => {
    renderWithProviders(<ProfilePage />, { route: '/profile', user: testUser() });
    expect(screen.getAllByText('Not set')).toHaveLength(3);
    expect(screen.getByText(/No bio yet/)).toBeInTheDocument();
  });
});
