import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VENUE_OR_LOCATION } from '@shared/contracts/games';
import type { VenueListItem } from '@shared/contracts/venues';
import { renderWithProviders, testUser } from '@web/test/render';
import { callsTo, sentJson, stubFetch, urlsFetched } from '@web/test/stub-fetch';
import { CreateGameDialog } from './create-game-dialog';

const venue = (n: number, name: string, city: string): VenueListItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name,
  images: [],
  city,
  state: null,
  country: 'GB',
  description: null,
  pricePerHour: '20.00',
  rating: 0,
  reviewCount: 0,
  sports: ['Tennis'],
});

// The thirteenth venue: the home dashboard's first page of twelve never held it.
const zanzibar = venue(13, 'Zanzibar Hall', 'Leeds');
const page = (items: VenueListItem[]) => ({ items, total: 40, page: 1, pageSize: 8 });

describe('CreateGameDialog venue picker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds any venue by searching as you type, picked with the keyboard', async () => {
    const fetchMock = stubFetch({
      '/api/sports': { body: [{ id: 3, name: 'Tennis', icon: null }] },
      '/api/venues?pageSize=8': { body: page([venue(1, 'Acton Courts', 'London')]) },
      '/api/venues?location=zanz&pageSize=8': { body: page([zanzibar]) },
      'POST /api/games': { status: 201, body: { id: 'game-1' } },
    });
    const { user, location } = renderWithProviders(<CreateGameDialog />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Create Game' }));

    const picker = await screen.findByRole('combobox', { name: 'Venue' });
    await user.type(picker, 'zanz');
    expect(await screen.findByRole('option', { name: 'Zanzibar Hall, Leeds' })).toBeVisible();
    expect(urlsFetched(fetchMock)).toContain('/api/venues?location=zanz&pageSize=8');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('Zanzibar Hall, Leeds');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Doubles night');
    await user.selectOptions(screen.getByLabelText('Sport'), 'Tennis');
    await user.type(screen.getByLabelText('Date'), '2030-06-12');
    await user.type(screen.getByLabelText('Start'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Create Game' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/games')).toHaveLength(1));
    expect(sentJson(callsTo(fetchMock, 'POST', '/api/games')[0]![1])).toMatchObject({
      title: 'Doubles night',
      sportId: 3,
      venueId: zanzibar.id,
    });
    await waitFor(() => expect(location()).toBe('/games/game-1'));
  });

  it('says when no venue matches, and typing again drops an earlier choice', async () => {
    const fetchMock = stubFetch({
      '/api/sports': { body: [{ id: 3, name: 'Tennis', icon: null }] },
      '/api/venues?pageSize=8': { body: page([zanzibar]) },
      '/api/venues?location=atlantis&pageSize=8': { body: page([]) },
    });
    const { user } = renderWithProviders(<CreateGameDialog />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Create Game' }));

    const picker = await screen.findByRole('combobox', { name: 'Venue' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Zanzibar Hall, Leeds' }));
    expect(picker).toHaveValue('Zanzibar Hall, Leeds');

    await user.clear(picker);
    await user.type(picker, 'atlantis');
    expect(await screen.findByText('No listed venue matches “atlantis”.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create Game' }));
    // Without a venue the form asks where the game is played, and nothing is sent.
    expect(await screen.findByText(VENUE_OR_LOCATION)).toBeVisible();
    expect(callsTo(fetchMock, 'POST', '/api/games')).toHaveLength(0);
  });

  it('Escape in the open venue list closes the list and keeps the dialog', async () => {
    stubFetch({
      '/api/sports': { body: [{ id: 3, name: 'Tennis', icon: null }] },
      '/api/venues?pageSize=8': { body: page([venue(1, 'Acton Courts', 'London')]) },
      '/api/venues?location=zanz&pageSize=8': { body: page([zanzibar]) },
    });
    const { user } = renderWithProviders(<CreateGameDialog />, { user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Create Game' }));
    const picker = await screen.findByRole('combobox', { name: 'Venue' });
    await user.type(picker, 'zanz');
    expect(await screen.findByRole('listbox', { name: 'Venues' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(picker).toHaveValue('zanz');

    // With the list closed, Escape closes the dialog as usual.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
