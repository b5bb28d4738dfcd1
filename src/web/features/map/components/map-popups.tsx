import { MapPin, Star, Trophy, ZoomIn } from 'lucide-react';
import { Link } from 'react-router';
import type { DemoUser, MapVenue } from '@shared/contracts/map';
import {
  MAP_SKILL_LEVEL_LABELS,
  MAP_USER_TYPE_COLORS,
  type MapSkillLevel,
  type MapUserType,
} from '@shared/map';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatCoordinate } from '../geo';
import { formatMoney } from '@shared/money';

const singular: Record<MapUserType, string> = {
  player: 'Player',
  venue: 'Venue',
  coach: 'Coach',
  team: 'Team',
  sponsor: 'Sponsor',
  investor: 'Investor',
  federation: 'Federation',
};

function nameParts(name: string): [string, string] {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

/** SPEC §2 popup: avatar, name, type and level badges, sport, place, About, coordinates, Zoom Here. */
export function UserPopupContent({ user, onZoom }: { user: DemoUser; onZoom: () => void }) {
  const [first, last] = nameParts(user.name);
  const color = MAP_USER_TYPE_COLORS[user.userType as MapUserType] ?? MAP_USER_TYPE_COLORS.other;
  const place = [user.city, user.country].filter(Boolean).join(', ');
  return (
    <article className="space-y-3 text-sm" aria-label={user.name} data-testid="map-popup">
      <header className="flex items-start gap-3 pr-5">
        <Avatar src={user.avatar} firstName={first} lastName={last} className="size-12" />
        <div className="min-w-0 space-y-1">
          <h3 className="text-base leading-tight font-semibold">{user.name}</h3>
          <div className="flex flex-wrap gap-1">
            <Badge className="border-transparent text-white" style={{ backgroundColor: color }}>
              {singular[user.userType as MapUserType] ?? user.userType}
            </Badge>
            {user.skillLevel && (
              <Badge variant="outline">
                {MAP_SKILL_LEVEL_LABELS[user.skillLevel as MapSkillLevel] ?? user.skillLevel}
              </Badge>
            )}
          </div>
        </div>
      </header>
      <dl className="space-y-1 text-muted-foreground">
        {user.sport && (
          <div className="flex items-center gap-2">
            <dt className="sr-only">Sport</dt>
            <Trophy className="size-4 shrink-0" aria-hidden />
            <dd>{user.sport}</dd>
          </div>
        )}
        {place && (
          <div className="flex items-center gap-2">
            <dt className="sr-only">Location</dt>
            <MapPin className="size-4 shrink-0" aria-hidden />
            <dd>{place}</dd>
          </div>
        )}
      </dl>
      {user.description && (
        <section className="space-y-1">
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            About
          </h4>
          <p className="leading-snug">{user.description}</p>
        </section>
      )}
      <footer className="flex items-center justify-between gap-2 border-t pt-2">
        {user.latitude !== null && user.longitude !== null && (
          <span className="font-mono text-xs text-muted-foreground" data-testid="popup-coordinates">
            {formatCoordinate(user.latitude)}, {formatCoordinate(user.longitude)}
          </span>
        )}
        <Button size="sm" variant="outline" className="h-8" onClick={onZoom}>
          <ZoomIn aria-hidden />
          Zoom Here
        </Button>
      </footer>
    </article>
  );
}

/** A bookable venue from the venues table: its essentials and a way to its page. */
export function VenuePopupContent({ venue, onZoom }: { venue: MapVenue; onZoom: () => void }) {
  return (
    <article className="space-y-3 text-sm" aria-label={venue.name} data-testid="venue-popup">
      {venue.image && (
        <img
          src={venue.image}
          alt=""
          className="-mx-1 h-28 w-[calc(100%+0.5rem)] rounded-md object-cover"
        />
      )}
      <header className="space-y-1 pr-5">
        <h3 className="text-base leading-tight font-semibold">{venue.name}</h3>
        <div className="flex flex-wrap items-center gap-1">
          <Badge
            className="border-transparent text-white"
            style={{ backgroundColor: MAP_USER_TYPE_COLORS.venue }}
          >
            Bookable venue
          </Badge>
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
            {Number(venue.rating).toFixed(1)}
            {venue.reviewCount > 0 && ` (${venue.reviewCount})`}
          </span>
        </div>
      </header>
      <p className="flex items-center gap-2 text-muted-foreground">
        <MapPin className="size-4 shrink-0" aria-hidden />
        {venue.city}, {venue.country}
      </p>
      {venue.sports.length > 0 && (
        <p className="text-muted-foreground">{venue.sports.join(' · ')}</p>
      )}
      <footer className="flex items-center justify-between gap-2 border-t pt-2">
        <span className="font-semibold">{formatMoney(venue.pricePerHour)}/hour</span>
        <div className="flex gap-1.5">
          <Button size="sm" variant="outline" className="h-8" onClick={onZoom}>
            <ZoomIn aria-hidden />
            Zoom Here
          </Button>
          <Button size="sm" className="h-8" asChild>
            <Link to={`/venues/${venue.id}`}>View venue</Link>
          </Button>
        </div>
      </footer>
    </article>
  );
}
