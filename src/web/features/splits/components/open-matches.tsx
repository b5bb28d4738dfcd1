import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { OpenMatchView } from '@shared/contracts/splits';
import { formatMoney } from '@shared/money';
import { personName } from '@web/components/person-name';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useAuth } from '@web/features/auth/api/current-user';
import { errorMessage } from '@web/lib/api-client';
import { levelRange } from '@web/lib/format';
import { toast } from '@web/lib/use-toast';
import { venueDate, venueTimeRange } from '@web/lib/venue-time';
import { shareCheckoutPath, useJoinOpenMatch, useOpenMatches } from '../api/splits';

function OpenMatchCard({ match }: { match: OpenMatchView }) {
  const { user } = useAuth();
  const join = useJoinOpenMatch();
  const navigate = useNavigate();
  const zone = match.venue.timeZone;
  const title = `${match.sport.name} at ${match.venue.name}`;

  async function joinAndPay() {
    try {
      const joined = await join.mutateAsync(match.bookingId);
      void navigate(shareCheckoutPath(joined.paymentOrderId));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: "Couldn't join",
        description: errorMessage(error, 'Please try again.'),
      });
    }
  }

  return (
    <Card className="flex h-full flex-col p-4">
      <article className="flex flex-1 flex-col gap-2" aria-label={title}>
        <p className="text-xs font-medium text-muted-foreground">
          <span aria-hidden>{match.sport.icon}</span> {match.sport.name} · open match
        </p>
        <h3 className="font-semibold">{match.venue.name}</h3>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <CalendarDays className="size-3.5" aria-hidden />
          {venueDate(match.startTime, zone)}, {venueTimeRange(match.startTime, match.endTime, zone)}
        </p>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-3.5" aria-hidden /> {match.venue.city} · by{' '}
          {personName(match.organiser, 'a player')}
        </p>
        <div className="flex flex-wrap gap-1">
          <Badge variant="outline">{levelRange(match)}</Badge>
          <Badge variant="secondary">
            <Users className="size-3" aria-hidden /> {match.placesLeft} of {match.players} places
            left
          </Badge>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <span className="text-sm font-medium">{formatMoney(match.shareAmount)} each</span>
          {match.joined ? (
            <Button asChild size="sm" variant="outline">
              <Link to="/bookings">You're in</Link>
            </Button>
          ) : user ? (
            <Button size="sm" onClick={() => void joinAndPay()} pending={join.isPending}>
              Join and pay<span className="sr-only"> for {title}</span>
            </Button>
          ) : (
            <Button asChild size="sm">
              <Link to="/auth">Sign in to join</Link>
            </Button>
          )}
        </div>
      </article>
    </Card>
  );
}

/** Open matches (issue 16): split bookings looking for players of a level, in the Games tab. */
export function OpenMatches() {
  const matches = useOpenMatches();
  const items = matches.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="open-matches-heading" className="mb-8 space-y-4">
      <div>
        <h2 id="open-matches-heading" className="text-xl font-semibold">
          Open matches
        </h2>
        <p className="text-sm text-muted-foreground">
          Booked courts with places left: join at your level and pay your share.
        </p>
      </div>
      <ul
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        aria-label="Open matches"
      >
        {items.map((match) => (
          <li key={match.bookingId}>
            <OpenMatchCard match={match} />
          </li>
        ))}
      </ul>
    </section>
  );
}
