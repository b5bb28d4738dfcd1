import type { Availability, VenueCourt } from '@shared/contracts/venues';
import { formatMoney } from '@shared/money';
import { cn } from '@web/lib/utils';

type Props = {
  day: Availability | undefined;
  /** The courts the player may book (those for the sport chosen). */
  courts: VenueCourt[];
  /** What the form holds: a court ('' = any), a start and an end. */
  chosen: { courtId: string; start: string; end: string };
  /** The court the booking would take (the one chosen, or the one "any" gets). */
  bookedCourt: string | null;
  onPick: (courtId: string, start: string) => void;
};

/**
 * The day's slots per court (a row per court, a column per half-hour still ahead), each free
 * half-hour with its hourly price from the availability, so peak times show as dearer. Picking
 * one chooses that court and start in the form; the half-hours booked so far are highlighted.
 */
export function CourtSlotGrid({ day, courts, chosen, bookedCourt, onPick }: Props) {
  if (!day || courts.length === 0) return null;
  const slots = day.slots.filter((slot) => slot.status !== 'past');
  if (slots.length === 0) return null;
  const inChoice = (courtId: string, start: string) =>
    courtId === (bookedCourt ?? chosen.courtId) &&
    (start === chosen.start || (chosen.start < start && start < chosen.end));

  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium" id="court-slots-title">
        Courts and times
      </p>
      <div
        className="max-w-full overflow-x-auto rounded-md border"
        role="region"
        aria-labelledby="court-slots-title"
        // Reachable from the keyboard so it can scroll (axe: scrollable-region-focusable).
        tabIndex={0}
      >
        <table className="border-separate border-spacing-0 text-xs" data-testid="court-slots">
          <caption className="sr-only">
            Free and taken half-hours per court, with the price per hour
          </caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-muted px-2 py-1 text-left">
                Court
              </th>
              {slots.map((slot) => (
                <th key={slot.start} scope="col" className="bg-muted/60 px-1 py-1 font-medium">
                  {slot.start}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {courts.map((court) => (
              <tr key={court.id}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 border-t bg-background px-2 py-1 text-left font-medium whitespace-nowrap"
                >
                  {court.name}
                </th>
                {slots.map((slot) => {
                  const cell = slot.courts.find((c) => c.courtId === court.id);
                  const price = cell ? formatMoney(cell.pricePerHour) : '';
                  if (cell?.status !== 'free') {
                    return (
                      <td
                        key={slot.start}
                        className="border-t border-l bg-muted px-1 py-1 text-center text-muted-foreground"
                      >
                        Taken
                      </td>
                    );
                  }
                  const selected = inChoice(court.id, slot.start);
                  return (
                    <td key={slot.start} className="border-t border-l p-0.5">
                      <button
                        type="button"
                        className={cn(
                          'w-full min-w-14 rounded px-1 py-1 whitespace-nowrap hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                          selected && 'bg-primary text-primary-foreground hover:bg-primary',
                        )}
                        aria-label={`${court.name} at ${slot.start}, ${price} per hour`}
                        aria-pressed={selected}
                        onClick={() => onPick(court.id, slot.start)}
                      >
                        {price}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">Prices are per hour.</p>
    </div>
  );
}
