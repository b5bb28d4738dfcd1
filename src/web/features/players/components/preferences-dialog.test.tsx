import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { slotBit } from '@shared/availability';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch } from '@web/test/stub-fetch';
import { PreferencesDialog } from './preferences-dialog';

const saved = {
  sports: [{ sportId: 3, skillLevel: 'advanced' }],
  availability: slotBit(5, 0),
  latitude: null,
  longitude: null,
  location: null,
};

describe('PreferencesDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('edits sports, place and free times, and saves them whole', async () => {
    const fetchMock = stubFetch({
      '/api/sports': {
        body: [
          { id: 3, name: 'Tennis', icon: null },
          { id: 4, name: 'Padel', icon: null },
        ],
      },
      'GET /api/player/preferences': { body: saved },
      'PUT /api/player/preferences': { body: saved },
    });
    const { user } = renderWithProviders(<PreferencesDialog />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Matching preferences' }));

    expect(await screen.findByRole('checkbox', { name: 'Sat morning' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Mon evening' }));
    expect(screen.getByRole('checkbox', { name: 'Mon evening' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.selectOptions(await screen.findByLabelText('Add a sport'), 'Padel');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.selectOptions(screen.getByLabelText('Your level in Padel'), 'beginner');
    await user.selectOptions(screen.getByLabelText('City'), 'Madrid, Spain');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', '/api/player/preferences')).toHaveLength(1),
    );
    expect(sentJson(callsTo(fetchMock, 'PUT', '/api/player/preferences')[0]![1])).toEqual({
      sports: [
        { sportId: 3, skillLevel: 'advanced' },
        { sportId: 4, skillLevel: 'beginner' },
      ],
      availability: slotBit(5, 0) | slotBit(0, 2),
      latitude: 40.4168,
      longitude: -3.7038,
      location: 'Madrid, Spain',
    });
    expect(await screen.findByText('Preferences saved')).toBeVisible();
  });
});
