import { useState } from 'react';
import { WEEKDAYS } from '@shared/coaching-enums';
import type { CoachProfile } from '@shared/contracts/coaching';
import { FormDialogFooter } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { useSports } from '@web/features/sports/api/sports';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { useSaveCoachProfile } from '../api/coaching';

const HOURS = Array.from({ length: 25 }, (_, h) => h);
const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

type Day = { from: string; to: string };

/** One start/end pair per weekday (blank: not available that day). */
function daysOf(profile: CoachProfile | null): Day[] {
  return WEEKDAYS.map((_, weekday) => {
    const w = profile?.availability.find((a) => a.weekday === weekday);
    return { from: w ? String(w.startHour) : '', to: w ? String(w.endHour) : '' };
  });
}

/** Create or edit my coach profile: what I teach, my rate, my sports and my weekly hours. */
export function ProfileForm({
  profile,
  onDone,
}: {
  profile: CoachProfile | null;
  onDone: () => void;
}) {
  const sports = useSports();
  const save = useSaveCoachProfile();
  const [headline, setHeadline] = useState(profile?.headline ?? '');
  const [specialities, setSpecialities] = useState(profile?.specialities.join(', ') ?? '');
  const [certifications, setCertifications] = useState(profile?.certifications.join(', ') ?? '');
  const [rate, setRate] = useState(profile?.hourlyRate ?? '');
  const [sportIds, setSportIds] = useState<number[]>(profile?.sports.map((s) => s.id) ?? []);
  const [days, setDays] = useState<Day[]>(() => daysOf(profile));
  const [error, setError] = useState<string | null>(null);

  const setDay = (index: number, part: keyof Day, value: string) =>
    setDays((all) => all.map((day, i) => (i === index ? { ...day, [part]: value } : day)));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const availability = days.flatMap((day, weekday) =>
      day.from && day.to ? [{ weekday, startHour: Number(day.from), endHour: Number(day.to) }] : [],
    );
    save.mutate(
      {
        headline,
        specialities: list(specialities),
        certifications: list(certifications),
        hourlyRate: rate,
        sportIds,
        availability,
      },
      {
        onSuccess: () => {
          toast({ title: 'Coach profile saved' });
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'Your profile could not be saved.')),
      },
    );
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormField id="coach-headline" label="Headline">
        {(field) => (
          <Input {...field} value={headline} onChange={(e) => setHeadline(e.target.value)} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="coach-rate" label="Hourly rate (USD)">
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              value={rate}
              onChange={(e) => setRate(e.target.value)}
              placeholder="45.00"
            />
          )}
        </FormField>
        <FormField id="coach-specialities" label="Specialities" hint="Separate with commas">
          {(field) => (
            <Input
              {...field}
              value={specialities}
              onChange={(e) => setSpecialities(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField id="coach-certifications" label="Certifications" hint="Separate with commas">
        {(field) => (
          <Input
            {...field}
            value={certifications}
            onChange={(e) => setCertifications(e.target.value)}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Sports I coach</legend>
        <div className="flex max-h-32 flex-wrap gap-x-4 gap-y-1 overflow-y-auto">
          {sports.data?.map((sport) => (
            <label key={sport.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={sportIds.includes(sport.id)}
                onChange={(e) =>
                  setSportIds((ids) =>
                    e.target.checked ? [...ids, sport.id] : ids.filter((id) => id !== sport.id),
                  )
                }
              />
              {sport.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Weekly availability (hours)</legend>
        {WEEKDAYS.map((day, index) => (
          <div key={day} className="grid grid-cols-[6rem_1fr_1fr] items-center gap-2 text-sm">
            <span>{day}</span>
            {(['from', 'to'] as const).map((part) => (
              <NativeSelect
                key={part}
                aria-label={`${day} ${part}`}
                value={days[index]![part]}
                onChange={(e) => setDay(index, part, e.target.value)}
              >
                <option value="">{part === 'from' ? 'From' : 'To'}</option>
                {HOURS.map((h) => (
                  <option key={h} value={h}>
                    {String(h).padStart(2, '0')}:00
                  </option>
                ))}
              </NativeSelect>
            ))}
          </div>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <FormDialogFooter onCancel={onDone} submitLabel="Save profile" pending={save.isPending} />
    </form>
  );
}
