import { type KeyboardEvent, useId, useState } from 'react';
import type { VenueListItem } from '@shared/contracts/venues';
import type { FieldControlProps } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useVenueMatches } from '@web/features/venues/api/venues';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { cn } from '@web/lib/utils';

const venueLabel = (venue: VenueListItem) => [venue.name, venue.city].filter(Boolean).join(', ');

type VenuePickerProps = {
  field: FieldControlProps;
  /** The chosen venue's id, or '' while none is chosen (typing clears the choice). */
  onChange: (venueId: string) => void;
};

/**
 * A combobox (WAI-ARIA pattern) that searches every listed venue by name, city or state as the
 * person types. Arrow keys open the list and move through the matches, Enter picks one, Escape closes the list.
 */
export function VenuePicker({ field, onChange }: VenuePickerProps) {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(text.trim(), 250);
  const matches = useVenueMatches(search, open);
  const items = matches.data?.items ?? [];
  const activeIndex = Math.min(active, items.length - 1);

  function choose(venue: VenueListItem) {
    setText(venueLabel(venue));
    setOpen(false);
    onChange(venue.id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(Math.max(0, Math.min(items.length - 1, activeIndex + step)));
    } else if (event.key === 'Escape' && open) {
      // The list closes; the dialog around it stays (see DialogContent).
      setOpen(false);
    } else if (event.key === 'Enter' && open && items[activeIndex]) {
      event.preventDefault();
      choose(items[activeIndex]);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  const showList = open && items.length > 0;
  const nothingFound = open && search !== '' && !matches.isFetching && items.length === 0;
  return (
    <div className="relative">
      <Input
        {...field}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && items.length > 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        placeholder="Search by name or city"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
          onChange('');
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Venues"
          className="absolute z-50 mt-1 max-h-60 w-full overflow-auto rounded-md border bg-popover p-1 text-sm shadow-md"
        >
          {items.map((venue, index) => (
            <li
              key={venue.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={cn(
                'cursor-pointer rounded-sm px-2 py-1.5',
                index === activeIndex && 'bg-accent text-accent-foreground',
              )}
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(venue);
              }}
              onMouseEnter={() => setActive(index)}
            >
              {venueLabel(venue)}
            </li>
          ))}
        </ul>
      )}
      {nothingFound && (
        <p role="status" className="mt-1 text-xs text-muted-foreground">
          No listed venue matches “{search}”.
        </p>
      )}
    </div>
  );
}
