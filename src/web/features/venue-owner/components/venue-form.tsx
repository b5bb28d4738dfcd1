import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { VENUE_AMENITIES } from '@shared/constants';
import { type VenueDetail, type VenueInput, venueInput } from '@shared/contracts/venues';
import { Button } from '@web/components/ui/button';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { FormField } from '@web/components/ui/form-field';
import { showServerFieldErrors } from '@web/lib/server-field-errors';
import { COUNTRIES, COUNTRY_ZONES, defaultZone, regionNames, TIME_ZONES } from '../venue-places';
import { useSports } from '@web/features/sports/api/sports';
import { ChoiceGrid } from './choice-grid';
import { ImagePicker } from './image-picker';

/** Coordinates are typed as text; blank means unknown. */
const coordinate = (min: number, max: number, label: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) =>
        value === '' ||
        (Number.isFinite(Number(value)) && Number(value) >= min && Number(value) <= max),
      `${label} must be a number between ${min} and ${max}`,
    )
    .transform((value) => (value === '' ? null : Number(value)));

/** The shared contract, with the coordinate fields as the text inputs give them. */
const venueForm = venueInput.extend({
  latitude: coordinate(-90, 90, 'Latitude'),
  longitude: coordinate(-180, 180, 'Longitude'),
});
type FormValues = z.input<typeof venueForm>;

const FIELDS = [
  'name',
  'description',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'latitude',
  'longitude',
  'phoneNumber',
  'email',
  'website',
  'pricePerHour',
  'amenities',
  'images',
  'sportIds',
  'timeZone',
  'splitDeadlineHours',
] as const;

function valuesOf(venue: VenueDetail | undefined): FormValues {
  const country = venue?.country ?? 'US';
  return {
    name: venue?.name ?? '',
    description: venue?.description ?? '',
    address: venue?.address ?? '',
    city: venue?.city ?? '',
    state: venue?.state ?? '',
    zipCode: venue?.zipCode ?? '',
    country,
    latitude: venue?.latitude?.toString() ?? '',
    longitude: venue?.longitude?.toString() ?? '',
    phoneNumber: venue?.phoneNumber ?? '',
    email: venue?.email ?? '',
    website: venue?.website ?? '',
    pricePerHour: venue?.pricePerHour ?? '',
    amenities: venue?.amenities ?? [],
    images: venue?.images ?? [],
    sportIds: venue?.sports.map((s) => s.id) ?? [],
    timeZone: venue?.timeZone ?? defaultZone(country),
    splitDeadlineHours: venue?.splitDeadlineHours ?? 2,
  };
}

/** Every SPEC §3 venue field, sports, amenities and pictures; used to create and to edit. */
export function VenueForm({
  venue,
  submitLabel,
  onSave,
}: {
  venue?: VenueDetail;
  submitLabel: string;
  onSave: (body: VenueInput) => Promise<unknown>;
}) {
  const sports = useSports();
  const [extra, setExtra] = useState('');
  const form = useForm<FormValues, unknown, z.output<typeof venueForm>>({
    resolver: zodResolver(venueForm),
    defaultValues: valuesOf(venue),
  });
  const { register, handleSubmit, control, setError, setValue, formState } = form;
  // Controlled selects: a registered select does not show its default value by itself.
  const [zone, country] = useWatch({ control, name: ['timeZone', 'country'] });
  const countryField = register('country');
  const zoneField = register('timeZone');
  // Set once the owner picks a zone themselves (a saved venue has one already).
  const zonePicked = useRef(Boolean(venue));
  const { errors } = formState;

  async function submit(values: z.output<typeof venueForm>) {
    try {
      await onSave(values);
    } catch (error) {
      showServerFieldErrors(error, setError, FIELDS);
    }
  }

  const text = (
    name: (typeof FIELDS)[number],
    label: string,
    props: Record<string, unknown> = {},
  ) => (
    <FormField id={`venue-${name}`} label={label} error={errors[name]?.message}>
      {(field) => <Input {...field} {...register(name)} {...props} />}
    </FormField>
  );

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="grid gap-8">
      <section className="grid gap-5">
        <h2 className="text-lg font-semibold">The venue</h2>
        {text('name', 'Name', { autoComplete: 'organization' })}
        <FormField id="venue-description" label="Description" error={errors.description?.message}>
          {(field) => <Textarea {...field} {...register('description')} rows={4} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('pricePerHour', 'Price per hour (USD)', {
            inputMode: 'decimal',
            placeholder: '25.00',
          })}
          <FormField
            id="venue-timeZone"
            label="Time zone"
            error={errors.timeZone?.message}
            hint="Booking times are this zone's local time."
          >
            {(field) => (
              <NativeSelect
                {...field}
                {...zoneField}
                value={zone ?? ''}
                onChange={(event) => {
                  zonePicked.current = true;
                  void zoneField.onChange(event);
                }}
              >
                {/* No zone known (no country match, device zone unknown): the owner must pick. */}
                <option value="">Choose a time zone</option>
                {[...new Set([...(zone ? [zone] : []), ...TIME_ZONES])].map((z) => (
                  <option key={z} value={z}>
                    {z.replace(/_/g, ' ')}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <FormField
          id="venue-splitDeadlineHours"
          label="Split payment deadline (hours before the start)"
          error={errors.splitDeadlineHours?.message}
          hint="Players sharing a booking pay their shares by then; the booker pays what is left."
        >
          {(field) => (
            <Input
              {...field}
              {...register('splitDeadlineHours', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={0}
              max={72}
              step={1}
              className="max-w-32"
            />
          )}
        </FormField>
        <Controller
          control={control}
          name="sportIds"
          render={({ field }) => (
            <ChoiceGrid
              legend="Sports"
              options={(sports.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              selected={field.value ?? []}
              onChange={field.onChange}
              error={errors.sportIds?.message}
            />
          )}
        />
      </section>

      <section className="grid gap-5">
        <h2 className="text-lg font-semibold">Where it is</h2>
        {text('address', 'Address', { autoComplete: 'street-address' })}
        <div className="grid gap-5 sm:grid-cols-3">
          {text('city', 'City', { autoComplete: 'address-level2' })}
          {text('state', 'State or region', { autoComplete: 'address-level1' })}
          {text('zipCode', 'Postcode', { autoComplete: 'postal-code' })}
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField id="venue-country" label="Country" error={errors.country?.message}>
            {(field) => (
              <NativeSelect
                {...field}
                {...countryField}
                value={country}
                onChange={(event) => {
                  void countryField.onChange(event);
                  // A new venue's clock follows its country until the owner picks a zone
                  // themselves. A saved venue's zone never moves by itself (zonePicked): that
                  // would shift the meaning of its opening hours and bookings.
                  const guess = COUNTRY_ZONES[event.target.value];
                  if (guess && !zonePicked.current) {
                    setValue('timeZone', guess, { shouldValidate: formState.isSubmitted });
                  }
                }}
              >
                {COUNTRIES.map((code) => (
                  <option key={code} value={code}>
                    {regionNames.of(code) ?? code}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {text('latitude', 'Latitude (optional)', { inputMode: 'decimal' })}
          {text('longitude', 'Longitude (optional)', { inputMode: 'decimal' })}
        </div>
      </section>

      <section className="grid gap-5">
        <h2 className="text-lg font-semibold">Contact</h2>
        <div className="grid gap-5 sm:grid-cols-3">
          {text('phoneNumber', 'Phone', { type: 'tel', autoComplete: 'tel' })}
          {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {text('website', 'Website', { type: 'url', placeholder: 'https://' })}
        </div>
      </section>

      <section className="grid gap-5">
        <h2 className="text-lg font-semibold">Amenities and pictures</h2>
        <Controller
          control={control}
          name="amenities"
          render={({ field }) => {
            const selected = field.value ?? [];
            const options = [...new Set([...VENUE_AMENITIES, ...selected])].map((a) => ({
              value: a,
              label: a.charAt(0).toUpperCase() + a.slice(1),
            }));
            return (
              <div className="grid gap-3">
                <ChoiceGrid
                  legend="Amenities"
                  options={options}
                  selected={selected}
                  onChange={field.onChange}
                  error={errors.amenities?.message}
                />
                <div className="flex max-w-md gap-2">
                  <Input
                    aria-label="Another amenity"
                    placeholder="Another amenity, e.g. sauna"
                    value={extra}
                    maxLength={40}
                    onChange={(e) => setExtra(e.target.value)}
                  />
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => {
                      const value = extra.trim().toLowerCase();
                      if (value && !selected.includes(value)) field.onChange([...selected, value]);
                      setExtra('');
                    }}
                  >
                    Add
                  </Button>
                </div>
              </div>
            );
          }}
        />
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <ImagePicker images={field.value ?? []} onChange={field.onChange} />
          )}
        />
        {errors.images?.message && (
          <p className="text-sm font-medium text-destructive">{errors.images.message}</p>
        )}
      </section>

      <div className="flex justify-end">
        <Button type="submit" size="lg" pending={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
