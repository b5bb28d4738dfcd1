import { Link } from 'react-router';
import type { CoachProfile } from '@shared/contracts/coaching';
import { formatMoney } from '@shared/money';
import { Badge } from '@web/components/ui/badge';
import { WEEKDAYS } from '@shared/coaching-enums';

export const coachName = (coach: Pick<CoachProfile, 'firstName' | 'lastName'>) =>
  `${coach.firstName ?? ''} ${coach.lastName ?? ''}`.trim() || 'Coach';

/** "Mon 17:00–21:00" for each weekly window, in weekday order. */
export function availabilityText(windows: CoachProfile['availability']): string[] {
  return [...windows]
    .sort((a, b) => a.weekday - b.weekday || a.startHour - b.startHour)
    .map(
      (w) =>
        `${WEEKDAYS[w.weekday]!.slice(0, 3)} ${String(w.startHour).padStart(2, '0')}:00–${String(w.endHour).padStart(2, '0')}:00`,
    );
}

/** One coach in the list: name, headline, sports and rate, leading to their page. */
export function CoachCard({ coach }: { coach: CoachProfile }) {
  return (
    <li className="grid gap-2 rounded-xl border bg-card p-4">
      <div className="flex items-start justify-between gap-2">
        <Link to={`/coaches/${coach.userId}`} className="font-semibold hover:underline">
          {coachName(coach)}
        </Link>
        <span className="text-sm font-medium whitespace-nowrap">
          {formatMoney(coach.hourlyRate)}/h
        </span>
      </div>
      {coach.headline && <p className="text-sm text-muted-foreground">{coach.headline}</p>}
      <div className="flex flex-wrap gap-1">
        {coach.sports.map((sport) => (
          <Badge key={sport.id} variant="secondary">
            {sport.name}
          </Badge>
        ))}
        {coach.specialities.slice(0, 3).map((s) => (
          <Badge key={s} variant="outline">
            {s}
          </Badge>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        {coach.location ?? 'Location not given'} · coaching {coach.activeCount} now
      </p>
    </li>
  );
}
