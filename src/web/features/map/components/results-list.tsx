import { useId } from 'react';
import type { DemoUser } from '@shared/contracts/map';
import { MAP_USER_TYPE_COLORS, type MapUserType } from '@shared/map';
import { isCoordinate } from '../geo';

const SHOWN = 50;

/**
 * The people on the map as a list of buttons: the keyboard and screen-reader way to the markers
 * (a canvas has none). Choosing one flies to it and opens its popup.
 */
export function ResultsList({
  users,
  onPick,
}: {
  users: DemoUser[];
  onPick: (user: DemoUser) => void;
}) {
  const id = useId();
  const placed = users
    .filter((u) => isCoordinate(u.latitude) && isCoordinate(u.longitude))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-base font-semibold">
        On the map
      </h3>
      {placed.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody matches these filters.</p>
      ) : (
        <ul className="divide-y rounded-lg border" data-testid="results-list">
          {placed.slice(0, SHOWN).map((user) => (
            <li key={user.id}>
              <button
                type="button"
                className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                onClick={() => onPick(user)}
              >
                <span
                  className="size-2.5 shrink-0 rounded-full"
                  style={{
                    backgroundColor:
                      MAP_USER_TYPE_COLORS[user.userType as MapUserType] ??
                      MAP_USER_TYPE_COLORS.other,
                  }}
                  aria-hidden
                />
                <span className="min-w-0 flex-1 truncate font-medium">{user.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{user.city}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {placed.length > SHOWN && (
        <p className="text-xs text-muted-foreground">
          And {(placed.length - SHOWN).toLocaleString('en-US')} more: narrow the filters to list
          them.
        </p>
      )}
    </section>
  );
}
