import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WRONG_DELETE_PASSWORD, WRONG_PASSWORD } from '@shared/contracts/users';
import { currentUserKey } from '@web/features/auth/api/current-user';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ProfilePhoto } from './profile-photo';

afterEach(() => vi.unstubAllGlobals());

const sam = testUser({ firstName: 'Sam', lastName: 'Carter' });

describe('ChangePasswordForm', () => {
  it('checks the new password like registration, and the confirmation, before sending', async () => {
    const fetchMock = stubFetch({});
    const { user } = renderWithProviders(<ChangePasswordForm />, { user: sam });
    await user.type(screen.getByLabelText('Current password'), 'secret123');
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm new password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s message under the current password when it is wrong', async () => {
    stubFetch({
      'POST /api/user/password': {
        status: 400,
        body: {
          message: WRONG_PASSWORD,
          code: 'bad_request',
          fields: { currentPassword: WRONG_PASSWORD },
        },
      },
    });
    const { user } = renderWithProviders(<ChangePasswordForm />, { user: sam });
    await user.type(screen.getByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'brand-new-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(WRONG_PASSWORD),
    );
  });

  it('sends the current and new password, says so and empties the form', async () => {
    const fetchMock = stubFetch({ 'POST /api/user/password': { status: 204 } });
    const { user } = renderWithProviders(<ChangePasswordForm />, { user: sam });
    await user.type(screen.getByLabelText('Current password'), 'secret123');
    await user.type(screen.getByLabelText('New password'), 'brand-new-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/user/password');
    expect(sentJson(call![1])).toEqual({
      currentPassword: 'secret123',
      newPassword: 'brand-new-1',
    });
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
  });
});

describe('DeleteAccountDialog', () => {
  it('asks for the password and shows a wrong one’s message', async () => {
    const fetchMock = stubFetch({
      'DELETE /api/user': {
        status: 400,
        body: { message: WRONG_DELETE_PASSWORD, code: 'bad_request' },
      },
    });
    const { user } = renderWithProviders(<DeleteAccountDialog />, { user: sam });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(dialog).findByText('Enter your password to delete your account'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Your password'), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(WRONG_DELETE_PASSWORD)).toBeInTheDocument();
  });

  it('deletes with the password, signs out and goes to the landing page', async () => {
    const fetchMock = stubFetch({ 'DELETE /api/user': { status: 204 } });
    const { user, queryClient, location } = renderWithProviders(<DeleteAccountDialog />, {
      user: sam,
      route: '/settings',
    });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(location()).toBe('/'));
    const [call] = callsTo(fetchMock, 'DELETE', '/api/user');
    expect(sentJson(call![1])).toEqual({ password: 'secret123' });
    expect(queryClient.getQueryData(currentUserKey)).toBeNull();
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
  });
});

describe('ProfilePhoto', () => {
  it('uploads the picture, then makes it the profile photo (the avatar follows)', async () => {
    const url = '/api/uploads/11111111-1111-4111-8111-111111111111';
    const fetchMock = stubFetch({
      'POST /api/uploads': {
        status: 201,
        body: { id: '1', url, contentType: 'image/png', byteSize: 10, width: 4, height: 4 },
      },
      'PATCH /api/user/profile': (sent) => ({ body: { ...sam, ...(sent as object) } }),
    });
    const { user, queryClient } = renderWithProviders(<ProfilePhoto user={sam} />, { user: sam });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile photo'), file);
    await waitFor(() =>
      expect(queryClient.getQueryData(currentUserKey)).toMatchObject({ profileImageUrl: url }),
    );
    const [patch] = callsTo(fetchMock, 'PATCH', '/api/user/profile');
    expect(sentJson(patch![1])).toEqual({ profileImageUrl: url });
  });
});
