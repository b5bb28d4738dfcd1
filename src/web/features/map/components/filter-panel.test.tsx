import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { EMPTY_FILTERS, type MapFilterKey, type MapFilterState } from '../map-filters';
import { FilterPanel } from './filter-panel';

function Harness({ onFilters }: { onFilters: (filters: MapFilterState) => void }) {
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const change = (key: MapFilterKey, value: string) =>
    setFilters((current) => {
      const next = { ...current, [key]: value };
      onFilters(next);
      return next;
    });
  return (
    <FilterPanel
      filters={filters}
      onChange={change}
      onClearAll={() => {
        setFilters(EMPTY_FILTERS);
        onFilters(EMPTY_FILTERS);
      }}
    />
  );
}

function setup() {
  const onFilters = vi.fn<(filters: MapFilterState) => void>();
  const result = renderWithProviders(<Harness onFilters={onFilters} />);
  return { ...result, onFilters, last: () => onFilters.mock.lastCall?.[0] };
}

/** Moves fake time on, inside act so React applies what the timers did. */
function advance(ms: number) {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('FilterPanel', () => {
  it('offers the SPEC choices with capitalised labels', () => {
    setup();
    expect(options('User type')).toEqual([
      'All types',
      'Players',
      'Venues',
      'Coaches',
      'Teams',
      'Sponsors',
      'Investors',
      'Federations',
    ]);
    expect(options('Sport')).toHaveLength(25);
    expect(options('Country')).toHaveLength(10);
    expect(options('Skill level')).toEqual([
      'All levels',
      'Beginner',
      'Intermediate',
      'Advanced',
      'Professional',
    ]);
  });

  it('counts active filters, shows a chip for each, and clears one or all', async () => {
    const { user, last } = setup();
    expect(screen.queryByTestId('panel-filter-count')).toBeNull();
    await user.selectOptions(screen.getByLabelText('User type'), 'federation');
    await user.selectOptions(screen.getByLabelText('Country'), 'Qatar');
    expect(screen.getByTestId('panel-filter-count')).toHaveTextContent('2');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['Federations', 'Qatar']);

    await user.click(screen.getByRole('button', { name: 'Remove user type filter Federations' }));
    expect(last()).toMatchObject({ userType: '', country: 'Qatar' });
    expect(screen.getByTestId('panel-filter-count')).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(last()).toEqual(EMPTY_FILTERS);
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });

  it('applies the search after a pause, not on every key, and a chip clears the box', () => {
    vi.useFakeTimers();
    try {
      const { onFilters, last } = setup();
      const box = screen.getByLabelText('Search');
      fireEvent.change(box, { target: { value: 'Do' } });
      fireEvent.change(box, { target: { value: 'Doha' } });
      expect(onFilters).not.toHaveBeenCalled();
      advance(350);
      expect(onFilters).toHaveBeenCalledTimes(1);
      expect(last()).toMatchObject({ search: 'Doha' });

      fireEvent.click(screen.getByRole('button', { name: 'Remove search filter “Doha”' }));
      expect(box).toHaveValue('');
      advance(350);
      expect(last()).toMatchObject({ search: '' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not count a search of spaces', () => {
    vi.useFakeTimers();
    try {
      setup();
      fireEvent.change(screen.getByLabelText('Search'), { target: { value: '   ' } });
      advance(350);
      expect(screen.queryByTestId('panel-filter-count')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
