import { Check } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { ROLE_IDS, type RoleId } from '@shared/constants';
import { Badge } from '@web/components/ui/badge';
import { ROLES } from '@web/features/roles/roles';
import { cn } from '@web/lib/utils';

type RolePickerProps = {
  value: RoleId | null;
  onChange: (role: RoleId) => void;
  /** Roles the user already holds, marked so they know what adding one changes. */
  current?: readonly string[];
  labelledBy: string;
};

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

/**
 * The ten role cards as one radio group (WAI-ARIA radio pattern): Tab enters at the chosen card
 * (or the first), arrow keys move and choose, Space or Enter chooses the focused card.
 */
export function RolePicker({ value, onChange, current = [], labelledBy }: RolePickerProps) {
  const buttons = useRef(new Map<RoleId, HTMLButtonElement>());
  const focusable = value ?? ROLE_IDS[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    let next: number | null = null;
    if (NEXT_KEYS.includes(event.key)) next = (index + 1) % ROLE_IDS.length;
    else if (PREVIOUS_KEYS.includes(event.key))
      next = (index - 1 + ROLE_IDS.length) % ROLE_IDS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = ROLE_IDS.length - 1;
    if (next === null) return;
    event.preventDefault();
    const role = ROLE_IDS[next]!;
    onChange(role);
    buttons.current.get(role)?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
    >
      {ROLE_IDS.map((id, index) => {
        const { name, description, icon: Icon } = ROLES[id];
        const checked = value === id;
        return (
          <button
            key={id}
            ref={(element) => {
              if (element) buttons.current.set(id, element);
              else buttons.current.delete(id);
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-labelledby={`role-${id}-name`}
            aria-describedby={
              current.includes(id) && !checked
                ? `role-${id}-description role-${id}-current`
                : `role-${id}-description`
            }
            tabIndex={id === focusable ? 0 : -1}
            onClick={() => onChange(id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            data-testid={`role-card-${id}`}
            className={cn(
              'group relative flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-left text-card-foreground shadow-sm transition-all',
              'hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
              checked && 'border-primary bg-primary/5 ring-2 ring-primary',
            )}
          >
            <span className="flex items-start justify-between gap-2">
              <span
                className={cn(
                  'flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary transition-colors',
                  checked && 'bg-primary text-primary-foreground',
                )}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              {checked ? (
                <span className="flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Check className="size-4" aria-hidden />
                </span>
              ) : (
                current.includes(id) && (
                  <Badge variant="secondary">
                    <span aria-hidden>Yours</span>
                    <span id={`role-${id}-current`} className="sr-only">
                      You already have this role.
                    </span>
                  </Badge>
                )
              )}
            </span>
            <span id={`role-${id}-name`} className="font-semibold">
              {name}
            </span>
            <span id={`role-${id}-description`} className="text-sm text-muted-foreground">
              {description}
            </span>
          </button>
        );
      })}
    </div>
  );
}
