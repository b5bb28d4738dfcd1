import { cn } from '@web/lib/utils';

/**
 * A switch: a native checkbox with the switch role, so Space toggles it and screen readers say
 * "on"/"off" with its label.
 */
export function Switch({
  label,
  checked,
  onChange,
  disabled = false,
  describedBy,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The id of a text that explains the switch (why it is disabled, what it does). */
  describedBy?: string;
}) {
  return (
    <label
      className={cn(
        'relative inline-flex items-center',
        disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
      )}
    >
      <input
        type="checkbox"
        role="switch"
        aria-label={label}
        aria-describedby={describedBy}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden
        className={cn(
          'h-6 w-11 rounded-full bg-input transition-colors peer-checked:bg-primary',
          'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
          "after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-background after:shadow after:transition-transform after:content-['']",
          'peer-checked:after:translate-x-5',
        )}
      />
    </label>
  );
}
