import { Monitor, Moon, Sun } from 'lucide-react';
import { type Theme, useTheme } from '@web/lib/theme';
import { cn } from '@web/lib/utils';

const OPTIONS: { value: Theme; label: string; description: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', description: 'Always light', icon: Sun },
  { value: 'dark', label: 'Dark', description: 'Always dark', icon: Moon },
  { value: 'system', label: 'System', description: 'Follow your device', icon: Monitor },
];

/**
 * Light, dark or system (SPEC §1). Native radio buttons under the cards keep arrow keys and
 * screen readers working; the choice is saved at once by the theme provider.
 */
export function AppearanceSettings() {
  const { theme, setTheme } = useTheme();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium">Theme</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {OPTIONS.map(({ value, label, description, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border bg-card p-4 transition-colors hover:border-primary/60',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              'has-[:checked]:border-primary has-[:checked]:bg-primary/5',
            )}
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={theme === value}
              onChange={() => setTheme(value)}
              className="sr-only"
            />
            <span className="flex size-9 items-center justify-center rounded-md bg-muted text-foreground">
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="grid">
              <span className="text-sm font-medium">{label}</span>
              <span className="text-xs text-muted-foreground">{description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
