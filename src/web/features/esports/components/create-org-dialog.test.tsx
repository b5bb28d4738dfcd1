import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { CreateEsportsOrgDialog } from './create-org-dialog';

const ORG = '50000000-0000-4000-8000-000000000001';

describe('CreateEsportsOrgDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates an organisation and opens its page; empty optional fields are sent as null', async () => {
    const fetch = stubFetch({
      'POST /api/esports/orgs': { status: 201, body: { id: ORG, name: 'Harbour Gaming' } },
    });
    const { user, location } = renderWithProviders(<CreateEsportsOrgDialog />, {
      user: testUser(),
      route: '/esports',
    });
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    await user.type(screen.getByLabelText('Organisation name'), 'Harbour Gaming');
    await user.type(screen.getByLabelText('Website (optional)'), 'not a site');
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText('Website must be a web address')).toBeVisible();
    await user.clear(screen.getByLabelText('Website (optional)'));
    await user.type(screen.getByLabelText('Acronym (optional)'), 'HBG');
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    await waitFor(() => expect(location()).toBe(`/esports/orgs/${ORG}`));
    const [call] = callsTo(fetch, 'POST', '/api/esports/orgs');
    expect(sentJson(call![1])).toEqual({
      name: 'Harbour Gaming',
      acronym: 'HBG',
      headquarters: null,
      website: null,
      description: null,
    });
  });
});
