import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@shared/contracts/notifications';
import { currentUserKey } from '@web/features/auth/api/current-user';
import { notificationPreferencesKey } from '@web/features/notifications/api/notification-preferences';
import { sportsKey } from '@web/features/sports/api/sports';
import { createQueryClient } from '@web/lib/query-client';
import { THEME_STORAGE_KEY } from '@web/lib/theme';
import { renderWithProviders, testUser } from '@web/test/render';
import SettingsPage from './settings-page';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sam = testUser({ firstName: 'Sam', lastName: 'Carter', bio: 'Hi', skillLevel: 'beginner' });

/** The page with the sports list and notification settings already known, so the only requests are the ones under test. */
function renderSettings() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sportsKey, [
    { id: 1, name: 'Football', icon: null },
    { id: 3, name: 'Tennis', icon: null },
  ]);
  queryClient.setQueryData(notificationPreferencesKey, DEFAULT_NOTIFICATION_PREFERENCES);
  return renderWithProviders(<SettingsPage />, { route: '/settings', user: sam, queryClient });
}

describe('SettingsPage: appearance', () => {
  it('saves the theme choice in localStorage and applies it to the page', async () => {
    const { user } = renderSettings();
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: /System/ })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: /Dark/ }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(within(group).getByRole('radio', { name: /Dark/ })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');

    await user.click(within(group).getByRole('radio', { name: /Light/ }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).toHaveClass('light');
  });
});

describe('SettingsPage: profile', () => {
  it('sends only what changed, updates the signed-in user and says so', async () => {
    const saved = { ...sam, firstName: 'Samuel', skillLevel: 'advanced' as const, bio: null };
    fetchMock.mockResolvedValue(Response.json(saved));
    const { user, queryClient } = renderSettings();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Samuel');
    await user.selectOptions(screen.getByLabelText('Skill level'), 'Advanced');
    await user.clear(screen.getByLabelText('Bio'));
    await user.click(save);

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user/profile');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(init.body as string)).toEqual({
      firstName: 'Samuel',
      skillLevel: 'advanced',
      bio: null,
    });
    expect(queryClient.getQueryData(currentUserKey)).toEqual(saved);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled(),
    );
  });

  it('shows the contract messages and sends nothing for invalid input', async () => {
    const { user } = renderSettings();
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a destructive Error toast with the server message, and field messages', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          message: 'Bio must be at most 500 characters',
          code: 'validation_error',
          fields: { bio: 'Bio must be at most 500 characters' },
        },
        { status: 400 },
      ),
    );
    const { user } = renderSettings();
    await user.type(screen.getByLabelText('Location'), 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('Bio must be at most 500 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription(
      'Bio must be at most 500 characters',
    );
  });
});

describe('SettingsPage: favourite sport and my data', () => {
  it('offers the sports list for the favourite sport and sends the one chosen', async () => {
    fetchMock.mockResolvedValue(Response.json({ ...sam, favoriteSport: 'Tennis' }));
    const { user } = renderSettings();
    const select = screen.getByLabelText('Favourite sport');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not set', 'Football', 'Tennis']);
    await user.selectOptions(select, 'Tennis');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Profile updated');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ favoriteSport: 'Tennis' });
  });

  it('downloads the export from the API and offers account deletion', () => {
    renderSettings();
    const link = screen.getByRole('link', { name: 'Export my data' });
    expect(link).toHaveAttribute('href', '/api/user/export');
    expect(link).toHaveAttribute('download');
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });
});
