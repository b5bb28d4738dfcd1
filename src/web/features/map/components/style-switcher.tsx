import type { MapStyleId } from '@shared/contracts/map';
import { cn } from '@web/lib/utils';

const STYLES: { id: MapStyleId; label: string }[] = [
  { id: 'satellite', label: 'Satellite' },
  { id: 'streets', label: 'Streets' },
  { id: 'dark', label: 'Dark' },
  { id: 'light', label: 'Light' },
];

type StyleSwitcherProps = {
  value: MapStyleId;
  /** Styles with real tiles; the others use the embedded map, and Satellite needs tiles. */
  satelliteAvailable: boolean;
  onChange: (style: MapStyleId) => void;
};

/** SPEC §2 style buttons: Satellite, Streets, Dark, Light. */
export function StyleSwitcher({ value, satelliteAvailable, onChange }: StyleSwitcherProps) {
  return (
    <div
      role="group"
      aria-label="Map style"
      // Smaller type on a phone: the four buttons and the filter button fit one row at 360 px.
      className="inline-flex rounded-lg bg-card/95 p-0.5 text-[11px] font-medium shadow-md ring-1 ring-border backdrop-blur sm:text-xs"
    >
      {STYLES.map((style) => (
        <button
          key={style.id}
          type="button"
          aria-pressed={value === style.id}
          title={
            style.id === 'satellite' && !satelliteAvailable
              ? 'Satellite imagery needs a map tiles setting'
              : undefined
          }
          onClick={() => onChange(style.id)}
          className={cn(
            'rounded-md px-1.5 py-1.5 transition-colors sm:px-2.5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            value === style.id
              ? 'bg-primary text-primary-foreground shadow-sm'
              : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
          )}
        >
          {style.label}
        </button>
      ))}
    </div>
  );
}
