import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { FollowButton } from './follow-button';

const ID = '6f1c2e0a-6a49-4d53-9a55-0a4c2b1f7a11';
const status = (following: boolean, followers: number) => ({
  entityType: 'league',
  entityId: ID,
  following,
  notificationsEnabled: following,
  followers,
});

describe('FollowButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows, then shows Following with the new count', async () => {
    const fetchMock = stubFetch({
      [`/api/follows/league/${ID}`]: { body: status(false, 41) },
      'POST /api/follows': { status: 201, body: status(true, 42) },
    });
    const { user } = renderWithProviders(
      <FollowButton entityType="league" entityId={ID} name="Sunday League" />,
      { user: testUser() },
    );
    const button = await screen.findByRole('button', { name: 'Follow Sunday League' });
    await waitFor(() => expect(button).toHaveTextContent('41'));
    await user.click(button);

    const unfollow = await screen.findByRole('button', { name: 'Unfollow Sunday League' });
    expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    expect(unfollow).toHaveTextContent('Following 42');
    expect(sentJson(callsTo(fetchMock, 'POST', '/api/follows')[0]![1])).toEqual({
      entityType: 'league',
      entityId: ID,
    });
  });

  it('sends a visitor to sign in', async () => {
    stubFetch({ [`/api/follows/league/${ID}`]: { body: status(false, 3) } });
    renderWithProviders(<FollowButton entityType="league" entityId={ID} name="Sunday League" />, {
      user: null,
    });
    const link = await screen.findByRole('link', { name: 'Sign in to follow Sunday League' });
    expect(link).toHaveAttribute('href', '/auth');
  });
});
