import { DAY_PERIODS, WEEK_DAYS, hasSlot, toggleSlot } from '@shared/availability';
import { capitalise } from '@web/lib/format';
import { cn } from '@web/lib/utils';

const SHORT_PERIODS = ['AM', 'PM', 'Eve'];

/** A week of morning / afternoon / evening toggles (each a checkbox to assistive tech). */
export function AvailabilityGrid({
  value,
  onChange,
}: {
  value: number;
  onChange: (mask: number) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full table-fixed border-separate border-spacing-1 text-sm">
        <thead>
          <tr>
            <th className="w-10 sm:w-20">
              <span className="sr-only">Time of day</span>
            </th>
            {WEEK_DAYS.map((day) => (
              <th key={day} scope="col" className="font-medium text-muted-foreground">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DAY_PERIODS.map((period, p) => (
            <tr key={period}>
              <th scope="row" className="pr-1 text-left text-xs font-medium text-muted-foreground">
                <span className="sm:hidden" aria-hidden>
                  {SHORT_PERIODS[p]}
                </span>
                <span className="max-sm:sr-only">{capitalise(period)}</span>
              </th>
              {WEEK_DAYS.map((day, d) => {
                const on = hasSlot(value, d, p);
                return (
                  <td key={day}>
                    <button
                      type="button"
                      role="checkbox"
                      aria-checked={on}
                      aria-label={`${day} ${period}`}
                      onClick={() => onChange(toggleSlot(value, d, p))}
                      className={cn(
                        'h-8 w-full min-w-6 rounded-md border transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                        on
                          ? 'border-primary bg-primary text-primary-foreground'
                          : 'bg-background hover:bg-accent',
                      )}
                    >
                      <span aria-hidden>{on ? '✓' : ''}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
