import { useState } from 'react';
import type { VenueDetail } from '@shared/contracts/venues';
import { formatCents, toCents } from '@shared/money';
import { WEEKDAYS, weekdayName } from '@shared/opening-hours';
import { rateCentsAt, totalOfRates, type PriceRuleLike } from '@shared/pricing';
import { minutesOf, timeOf } from '@shared/slots';
import { NativeSelect } from '@web/components/ui/input';

/** The sample: an evening's half-hours, and a 90-minute booking that starts at 18:00. */
const EVENING = Array.from({ length: 10 }, (_, i) => 17 * 60 + i * 30);
const SAMPLE_START = minutesOf('18:00');
const SAMPLE_HALF_HOURS = 3;

/**
 * What a player pays on a sample evening, priced by the shared rules the booking form and the
 * server use (src/shared/pricing.ts), so the owner sees a rule's effect before and after saving.
 */
export function PricePreview({
  venue,
  rules,
  withDraft,
}: {
  venue: VenueDetail;
  rules: PriceRuleLike[];
  /** The last rule is the one being written, not saved yet: say so. */
  withDraft: boolean;
}) {
  const [weekday, setWeekday] = useState(5);
  const [courtId, setCourtId] = useState(venue.courts[0]?.id ?? '');
  const court = venue.courts.find((c) => c.id === courtId) ?? venue.courts[0];
  if (!court) return null;
  const base = toCents(court.pricePerHour ?? venue.pricePerHour);
  const rate = (minute: number) => rateCentsAt(base, rules, court.id, weekday, minute);
  const sample = totalOfRates(
    Array.from({ length: SAMPLE_HALF_HOURS }, (_, i) => rate(SAMPLE_START + i * 30)),
  );
  return (
    <section aria-labelledby="price-preview" className="grid gap-3 rounded-lg border p-4">
      <h3 id="price-preview" className="font-semibold">
        What a player pays
      </h3>
      <div className="flex flex-wrap gap-2">
        <NativeSelect
          aria-label="Preview day"
          value={weekday}
          className="w-40"
          onChange={(event) => setWeekday(Number(event.target.value))}
        >
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {weekdayName(day)}
            </option>
          ))}
        </NativeSelect>
        {venue.courts.length > 1 && (
          <NativeSelect
            aria-label="Preview court"
            value={court.id}
            className="w-40"
            onChange={(event) => setCourtId(event.target.value)}
          >
            {venue.courts.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </div>
      <ul
        className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-5"
        aria-label="Hourly price by time"
      >
        {EVENING.map((minute) => (
          <li key={minute} className="flex justify-between gap-2 tabular-nums">
            <span className="text-muted-foreground">{timeOf(minute)}</span>
            <span>{formatCents(rate(minute))}/h</span>
          </li>
        ))}
      </ul>
      <p className="text-sm" aria-live="polite">
        {weekdayName(weekday)} 18:00–19:30 on {court.name}:{' '}
        <strong className="tabular-nums">{formatCents(sample)}</strong>
      </p>
      {withDraft && (
        <p className="text-xs text-muted-foreground">
          Includes the rule you are writing above, which applies once added.
        </p>
      )}
    </section>
  );
}
