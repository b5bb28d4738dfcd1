import { Loader2, LocateFixed, Plus, SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { CITIES, cityLabel } from '@shared/cities';
import { SKILL_LEVELS, type SkillLevel } from '@shared/constants';
import { type PlayerPreferences, playerPreferences } from '@shared/contracts/players';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { capitalise } from '@web/lib/format';
import { usePreferences, useSavePreferences } from '../api/players';
import { useSports } from '@web/features/sports/api/sports';
import { AvailabilityGrid } from './availability-grid';

type Draft = PlayerPreferences;

function PreferencesForm({ initial, onSaved }: { initial: Draft; onSaved: () => void }) {
  const sports = useSports();
  const save = useSavePreferences();
  const [draft, setDraft] = useState<Draft>(initial);
  const [adding, setAdding] = useState('');
  const [error, setError] = useState<string>();
  const [locating, setLocating] = useState(false);
  const sportName = (id: number) => sports.data?.find((sport) => sport.id === id)?.name ?? 'Sport';
  const cityValue =
    CITIES.find(
      (city) =>
        Math.abs(city.latitude - (draft.latitude ?? 999)) < 0.2 &&
        Math.abs(city.longitude - (draft.longitude ?? 999)) < 0.2,
    ) ?? null;

  const useMyLocation = () => {
    if (!navigator.geolocation) {
      setError('Your browser cannot share your location; pick a city instead.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setDraft((d) => ({
          ...d,
          latitude: Math.round(position.coords.latitude * 1e4) / 1e4,
          longitude: Math.round(position.coords.longitude * 1e4) / 1e4,
        }));
      },
      () => {
        setLocating(false);
        setError('Location access was refused; pick a city instead.');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const submit = () => {
    const parsed = playerPreferences.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, { onSuccess: onSaved });
  };

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Sports you play</legend>
        {draft.sports.length === 0 && (
          <p className="text-sm text-muted-foreground">
            Add at least one sport to find players who share it.
          </p>
        )}
        <ul className="grid gap-2">
          {draft.sports.map((sport) => (
            <li key={sport.sportId} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 basis-full truncate text-sm font-medium sm:flex-1 sm:basis-auto">
                {sportName(sport.sportId)}
              </span>
              <NativeSelect
                aria-label={`Your level in ${sportName(sport.sportId)}`}
                className="flex-1 sm:w-44 sm:flex-none"
                value={sport.skillLevel ?? ''}
                onChange={(event) =>
                  setDraft((d) => ({
                    ...d,
                    sports: d.sports.map((s) =>
                      s.sportId === sport.sportId
                        ? { ...s, skillLevel: (event.target.value || null) as SkillLevel | null }
                        : s,
                    ),
                  }))
                }
              >
                <option value="">My usual level</option>
                {SKILL_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {capitalise(level)}
                  </option>
                ))}
              </NativeSelect>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${sportName(sport.sportId)}`}
                onClick={() =>
                  setDraft((d) => ({
                    ...d,
                    sports: d.sports.filter((s) => s.sportId !== sport.sportId),
                  }))
                }
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <NativeSelect
            aria-label="Add a sport"
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
          >
            <option value="">Choose a sport…</option>
            {sports.data
              ?.filter((sport) => !draft.sports.some((s) => s.sportId === sport.id))
              .map((sport) => (
                <option key={sport.id} value={sport.id}>
                  {sport.name}
                </option>
              ))}
          </NativeSelect>
          <Button
            type="button"
            variant="outline"
            disabled={!adding}
            onClick={() => {
              setDraft((d) => ({
                ...d,
                sports: [...d.sports, { sportId: Number(adding), skillLevel: null }],
              }));
              setAdding('');
            }}
          >
            <Plus aria-hidden /> Add
          </Button>
        </div>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold">Where you play</legend>
        <Label htmlFor="pref-city" className="sr-only">
          City
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <NativeSelect
            id="pref-city"
            value={cityValue ? cityLabel(cityValue) : draft.latitude !== null ? 'here' : ''}
            onChange={(event) => {
              const city = CITIES.find((c) => cityLabel(c) === event.target.value);
              setDraft((d) => ({
                ...d,
                latitude: city?.latitude ?? null,
                longitude: city?.longitude ?? null,
                location: city ? cityLabel(city) : d.location,
              }));
            }}
          >
            <option value="">Not set</option>
            {draft.latitude !== null && !cityValue && (
              <option value="here">My current location</option>
            )}
            {CITIES.map((city) => (
              <option key={cityLabel(city)} value={cityLabel(city)}>
                {cityLabel(city)}
              </option>
            ))}
          </NativeSelect>
          <Button type="button" variant="outline" onClick={useMyLocation} disabled={locating}>
            {locating ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <LocateFixed aria-hidden />
            )}
            Use my location
          </Button>
        </div>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold">When you are usually free</legend>
        <AvailabilityGrid
          value={draft.availability}
          onChange={(availability) => setDraft((d) => ({ ...d, availability }))}
        />
      </fieldset>

      {error && <p className="text-sm font-medium text-destructive">{error}</p>}
      <div className="flex justify-end">
        <Button type="button" onClick={submit} pending={save.isPending}>
          Save preferences
        </Button>
      </div>
    </div>
  );
}

/** "Improve my matches": the sports, place and times smart matching uses. */
export function PreferencesDialog() {
  const [open, setOpen] = useState(false);
  const preferences = usePreferences({ enabled: open });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <SlidersHorizontal aria-hidden /> Matching preferences
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Matching preferences"
        description="Matches weigh a shared sport most, then a close level, distance and overlapping free time."
        className="max-w-xl"
      >
        {preferences.data ? (
          <PreferencesForm initial={preferences.data} onSaved={() => setOpen(false)} />
        ) : preferences.isError ? (
          <p className="text-sm text-destructive">Your preferences could not be loaded.</p>
        ) : (
          <p className="text-sm text-muted-foreground">Loading…</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
