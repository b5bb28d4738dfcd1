import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DemoUser } from '@shared/contracts/map';
import { renderWithProviders } from '@web/test/render';
import { ResultsList } from './results-list';

const user = (name: string, extra: Partial<DemoUser> = {}): DemoUser => ({
  id: name,
  name,
  userType: 'player',
  sport: 'Tennis',
  skillLevel: null,
  address: null,
  city: 'Doha',
  country: 'Qatar',
  latitude: 25.3,
  longitude: 51.5,
  avatar: null,
  description: null,
  isActive: true,
  createdAt: '2024-01-01T00:00:00.000Z',
  ...extra,
});

describe('ResultsList', () => {
  it('lists the placed people by name, and choosing one picks it', async () => {
    const onPick = vi.fn();
    const { user: person } = renderWithProviders(
      <ResultsList
        users={[user('Zara'), user('Adam'), user('Nowhere', { latitude: null })]}
        onPick={onPick}
      />,
    );
    const items = within(screen.getByTestId('results-list')).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual(['AdamDoha', 'ZaraDoha']);
    await person.click(items[1]!);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'Zara' }));
  });

  it('shows the first 50 and says how many more', () => {
    const many = Array.from({ length: 60 }, (_, i) => user(`P${String(i).padStart(2, '0')}`));
    renderWithProviders(<ResultsList users={many} onPick={() => {}} />);
    expect(within(screen.getByTestId('results-list')).getAllByRole('button')).toHaveLength(50);
    expect(screen.getByText('And 10 more: narrow the filters to list them.')).toBeVisible();
  });

  it('says when nobody matches', () => {
    renderWithProviders(<ResultsList users={[]} onPick={() => {}} />);
    expect(screen.getByText('Nobody matches these filters.')).toBeVisible();
  });
});
