import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { levelRange } from '@web/lib/format';
import { venueWhen } from '@web/lib/venue-time';
import { openMatchesQuery } from '../api/open-matches';
import { distanceKm } from '../geo';

/** At most this many in the card: it sits over the map. */
const SHOWN = 3;

/**
 * Open matches (issue 16) at venues within the radius, soonest first: sport, level range and
 * places left, with a link to join them in the Games tab. A list of its own, not map markers, so
 * the map's people and venue counts are unchanged. Nothing is shown when none are near (or the
 * list cannot be loaded: the people count above is the card's main answer).
 */
export function NearbyOpenMatches(props: { latitude: number; longitude: number; radius: number }) {
  const query = useQuery(openMatchesQuery);
  const near = (query.data?.items ?? []).filter(
    (m) =>
      m.venue.latitude !== null &&
      m.venue.longitude !== null &&
      distanceKm(props.latitude, props.longitude, m.venue.latitude, m.venue.longitude) <=
        props.radius,
  );
  if (near.length === 0) return null;
  return (
    <div className="space-y-1.5" data-testid="nearby-open-matches">
      <h3 className="text-sm font-semibold">
        {near.length} open {near.length === 1 ? 'match' : 'matches'} nearby
      </h3>
      <ul className="space-y-1.5" aria-label="Open matches nearby">
        {near.slice(0, SHOWN).map((match) => (
          <li key={match.bookingId} className="rounded-md bg-muted px-2 py-1.5 text-xs">
            <p className="font-medium">
              <span aria-hidden>{match.sport.icon}</span> {match.sport.name} · {levelRange(match)}
            </p>
            <p className="text-muted-foreground">
              {match.venue.name} · {venueWhen(match.startTime, match.endTime, match.venue.timeZone)}
            </p>
            <p className="flex items-center justify-between gap-2">
              <span>
                {match.placesLeft} {match.placesLeft === 1 ? 'place' : 'places'} left
              </span>
              <Link
                to="/players?tab=games"
                className="font-medium text-primary underline-offset-2 hover:underline"
              >
                {match.joined ? "You're in" : 'Join'}
                <span className="sr-only">
                  {' '}
                  the {match.sport.name} match at {match.venue.name}
                </span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
