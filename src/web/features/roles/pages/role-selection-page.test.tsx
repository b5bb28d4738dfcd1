import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import RoleSelectionPage from './role-selection-page';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () =>
    Response.json(testUser({ userType: 'league_admin', roles: ['player', 'league'] })),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/role-selection" element={<RoleSelectionPage />} />
      <Route path="*" element={<p>Dashboard</p>} />
    </Routes>,
    { route: '/role-selection', user: testUser() },
  );
}

describe('RoleSelectionPage', () => {
  it('shows the ten roles as a radio group and says more can be added later', () => {
    renderPage();
    const group = screen.getByRole('radiogroup', { name: 'Choose your role' });
    expect(within(group).getAllByRole('radio')).toHaveLength(10);
    for (const name of [
      'Player',
      'Venue Owner',
      'Team Manager',
      'League Admin',
      'Federation Official',
      'Sponsor',
      'Fan',
      'Esports Player',
      'Investor',
      'Coach',
    ]) {
      expect(within(group).getByRole('radio', { name })).toHaveAttribute('aria-checked', 'false');
    }
    // The user is a player already (testUser), and the card says so.
    expect(within(group).getByRole('radio', { name: 'Player' })).toHaveAccessibleDescription(
      /You already have this role\./,
    );
    expect(screen.getByText(/add more roles later from your profile settings/)).toBeInTheDocument();
  });

  it('keeps Continue disabled until a role is chosen, then posts it and opens its dashboard', async () => {
    const { user, location } = renderPage();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.click(continueButton);
    expect(fetchMock).not.toHaveBeenCalled();

    const league = screen.getByTestId('role-card-league');
    await user.click(league);
    expect(league).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('role-card-player')).toHaveAttribute('aria-checked', 'false');
    expect(continueButton).toBeEnabled();

    await user.click(continueButton);
    await waitFor(() => expect(location()).toBe('/dashboard/league'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user/role');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ role: 'league' });
    expect(await screen.findByText('Role Selected')).toBeInTheDocument();
    expect(screen.getByText('You are now registered as a League Admin')).toBeInTheDocument();
  });

  it('moves and chooses with the arrow keys, with one tab stop for the group', async () => {
    const { user } = renderPage();
    await user.tab();
    expect(screen.getByTestId('role-card-player')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('role-card-venue')).toHaveFocus();
    expect(screen.getByTestId('role-card-venue')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByTestId('role-card-coach')).toHaveAttribute('aria-checked', 'true');
    // Tab leaves the group for the Continue button.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });

  it('says so when saving the role fails', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    const { user, location } = renderPage();
    await user.click(screen.getByTestId('role-card-fan'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to update role. Please try again.')).toBeInTheDocument();
    expect(location()).toBe('/role-selection');
  });
});
