import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@shared/contracts/notifications';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { NotificationSettings } from './notification-settings';

afterEach(() => vi.unstubAllGlobals());

const sam = testUser();

describe('NotificationSettings', () => {
  it('shows a labelled switch per type and channel, as stored', async () => {
    stubFetch({
      'GET /api/notification-preferences': { body: DEFAULT_NOTIFICATION_PREFERENCES },
    });
    renderWithProviders(<NotificationSettings />, { user: sam });
    expect(await screen.findByRole('switch', { name: 'Bookings: by e-mail' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Games: by e-mail' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Games: in the app' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Games: by push' })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(15);
  });

  it('holds push off while the in-app notification it comes with is off', async () => {
    stubFetch({
      'GET /api/notification-preferences': {
        body: {
          ...DEFAULT_NOTIFICATION_PREFERENCES,
          team: { inApp: false, email: false, push: true },
        },
      },
    });
    renderWithProviders(<NotificationSettings />, { user: sam });
    const push = await screen.findByRole('switch', { name: 'Teams: by push' });
    expect(push).toBeDisabled();
    expect(push).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Games: by push' })).toBeEnabled();
  });

  it('saves a switch as it flips, sending only that change', async () => {
    const fetchMock = stubFetch({
      'GET /api/notification-preferences': { body: DEFAULT_NOTIFICATION_PREFERENCES },
      'PATCH /api/notification-preferences': {
        body: {
          ...DEFAULT_NOTIFICATION_PREFERENCES,
          game: { inApp: true, email: true, push: true },
        },
      },
    });
    const { user } = renderWithProviders(<NotificationSettings />, { user: sam });
    await user.click(await screen.findByRole('switch', { name: 'Games: by e-mail' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PATCH', '/api/notification-preferences')).toHaveLength(1),
    );
    const [call] = callsTo(fetchMock, 'PATCH', '/api/notification-preferences');
    expect(sentJson(call![1])).toEqual({ game: { email: true } });
    expect(screen.getByRole('switch', { name: 'Games: by e-mail' })).toBeChecked();
  });

  it('flips back and says so when saving fails', async () => {
    stubFetch({
      'GET /api/notification-preferences': { body: DEFAULT_NOTIFICATION_PREFERENCES },
      'PATCH /api/notification-preferences': {
        status: 500,
        body: { message: 'Something went wrong', code: 'internal' },
      },
    });
    const { user } = renderWithProviders(<NotificationSettings />, { user: sam });
    const social = await screen.findByRole('switch', { name: /Social.*: in the app/ });
    await user.click(social);
    expect(await screen.findByText("Couldn't save your notification settings")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /Social.*: in the app/ })).toBeChecked(),
    );
  });
});
