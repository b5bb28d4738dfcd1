import { useQuery } from '@tanstack/react-query';
import { LocateFixed, MapPin, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import type { NearbyUser } from '@shared/contracts/map';
import {
  MAP_USER_TYPE_COLORS,
  MAP_USER_TYPE_LABELS,
  NEARBY_MAX_RESULTS,
  NEARBY_RADII_KM,
  type MapUserType,
} from '@shared/map';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
import { nearbyQuery } from '../api/nearby';
import { formatCoordinate } from '../geo';
import { NearbyOpenMatches } from './nearby-open-matches';
import type { LocationState } from '../use-geolocation';

type AroundYouCardProps = {
  location: LocationState;
  onEnable: () => void;
  radius: number;
  onRadiusChange: (radius: number) => void;
  /** Bookable venues within the radius (from the venue layer), counted beside the people. */
  venuesNearby: number;
  /** Fits the map to the whole radius (the located view at zoom 14 shows about a kilometre). */
  onShowRange: () => void;
  className?: string;
};

function breakdown(users: NearbyUser[]) {
  const counts = new Map<string, number>();
  for (const u of users) counts.set(u.userType, (counts.get(u.userType) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

function NearbyResults({
  latitude,
  longitude,
  radius,
  venuesNearby,
}: {
  latitude: number;
  longitude: number;
  radius: number;
  venuesNearby: number;
}) {
  const query = useQuery(nearbyQuery(latitude, longitude, radius));
  if (query.isPending) return <Spinner className="size-5" label="Finding people nearby" />;
  if (query.isError)
    return (
      <div className="space-y-2">
        <p className="text-sm text-destructive" role="alert">
          Error loading nearby users. Please try again.
        </p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden />
          Try Again
        </Button>
      </div>
    );
  const users = query.data;
  const count =
    users.length >= NEARBY_MAX_RESULTS
      ? `${NEARBY_MAX_RESULTS.toLocaleString('en-US')}+`
      : users.length.toLocaleString('en-US');
  return (
    <div className="space-y-2" aria-live="polite">
      <p className="text-sm font-semibold" data-testid="nearby-count">
        Found {count} users within {radius}km
      </p>
      {users.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="User types nearby">
          {breakdown(users).map(([type, n]) => (
            <li
              key={type}
              className="inline-flex items-center gap-1.5 rounded-full bg-muted px-2 py-0.5 text-xs"
            >
              <span
                className="size-2 rounded-full"
                style={{
                  backgroundColor:
                    MAP_USER_TYPE_COLORS[type as MapUserType] ?? MAP_USER_TYPE_COLORS.other,
                }}
                aria-hidden
              />
              {MAP_USER_TYPE_LABELS[type as MapUserType] ?? type}: {n}
            </li>
          ))}
        </ul>
      )}
      {venuesNearby > 0 && (
        <p className="text-xs text-muted-foreground">
          Plus {venuesNearby} bookable {venuesNearby === 1 ? 'venue' : 'venues'} in range.
        </p>
      )}
    </div>
  );
}

/** SPEC §2 Around You: idle, requesting, granted, denied and error, with the radius choice. */
export function AroundYouCard({
  location,
  onEnable,
  radius,
  onRadiusChange,
  venuesNearby,
  onShowRange,
  className,
}: AroundYouCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'space-y-3 rounded-xl border bg-card/95 p-4 text-card-foreground shadow-lg backdrop-blur',
        className,
      )}
      data-testid="around-you"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
          <LocateFixed className="size-4 text-primary" aria-hidden />
          Around You
        </h2>
        <div className="flex items-center gap-1.5">
          <Label htmlFor={`${id}-radius`} className="text-xs text-muted-foreground">
            Radius
          </Label>
          <NativeSelect
            id={`${id}-radius`}
            // Its own width (the longest choice and the browser's arrow): a fixed one clipped "25 km".
            className="h-8 w-auto py-0 pr-2 pl-2 text-sm md:text-sm"
            value={radius}
            onChange={(event) => onRadiusChange(Number(event.target.value))}
          >
            {NEARBY_RADII_KM.map((km) => (
              <option key={km} value={km}>
                {km} km
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {location.status === 'idle' && (
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">
            Discover users and venues around your location
          </p>
          <Button size="sm" onClick={onEnable}>
            <MapPin aria-hidden />
            Enable Location
          </Button>
        </div>
      )}
      {location.status === 'requesting' && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner className="size-4" label="Requesting location" />
          Requesting location permission...
        </p>
      )}
      {location.status === 'granted' && (
        <div className="space-y-2">
          <NearbyResults
            latitude={location.latitude}
            longitude={location.longitude}
            radius={radius}
            venuesNearby={venuesNearby}
          />
          <NearbyOpenMatches
            latitude={location.latitude}
            longitude={location.longitude}
            radius={radius}
          />
          <Button size="sm" variant="outline" onClick={onShowRange}>
            Show all within {radius} km
          </Button>
          <p className="text-xs text-muted-foreground" data-testid="your-coordinates">
            Your location: {formatCoordinate(location.latitude)},{' '}
            {formatCoordinate(location.longitude)}
          </p>
        </div>
      )}
      {(location.status === 'denied' || location.status === 'error') && (
        <div className="space-y-3">
          <p className="text-sm text-destructive" role="alert">
            {location.status === 'denied'
              ? 'Location access denied. Please enable location in your browser settings.'
              : 'Unable to get your location. Please try again.'}
          </p>
          <Button size="sm" variant="outline" onClick={onEnable}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
        </div>
      )}
    </section>
  );
}
