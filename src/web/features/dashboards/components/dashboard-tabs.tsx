import { Link } from 'react-router';
import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useBookingItems } from '@web/features/bookings/api/bookings';
import { formatMoney } from '@shared/money';
import { capitalise } from '@web/lib/format';
import { StatusBadge } from '@web/features/bookings/components/status-badges';
import { gameWhen } from '@web/features/games/format';
import { usePlayerGames, usePlayerStats, usePlayerTeams } from '../api/player-dashboard';
import { ActivityChart } from './activity-chart';
import { PlayerGameList } from './player-game-list';

function UpcomingGamesTab() {
  const games = usePlayerGames('upcoming');
  if (games.isLoading) return <CardsSkeleton count={2} className="h-20" />;
  const items = games.data?.items ?? [];
  if (items.length === 0) {
    return (
      <EmptyList>
        <p>No upcoming games.</p>
        <Button asChild variant="link">
          <Link to="/players?tab=games">Find a game to join</Link>
        </Button>
      </EmptyList>
    );
  }
  return <PlayerGameList games={items} />;
}

function MyTeamsTab() {
  const teams = usePlayerTeams();
  if (teams.isLoading) return <CardsSkeleton count={2} className="h-20" />;
  const items = teams.data?.items ?? [];
  if (items.length === 0) {
    return (
      <EmptyList>
        <p>You are not in a team yet.</p>
        <Button asChild variant="link">
          <Link to="/players?tab=teams">Find a team</Link>
        </Button>
      </EmptyList>
    );
  }
  return (
    <ul className="divide-y rounded-xl border" aria-label="My teams">
      {items.map((team) => (
        <li key={team.id} className="flex flex-wrap items-center gap-3 p-4">
          <div className="min-w-0 flex-1">
            <Link to={`/teams/${team.id}`} className="font-semibold hover:underline">
              {team.name}
            </Link>
            <p className="text-sm text-muted-foreground">
              {team.sport} · {team.members}/{team.maxMembers} members
            </p>
          </div>
          {team.active ? (
            <Badge variant={team.role === 'captain' ? 'default' : 'secondary'}>
              {capitalise(team.role)}
            </Badge>
          ) : (
            <Badge variant="outline">Request pending</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

function PerformanceTab() {
  const stats = usePlayerStats();
  const past = usePlayerGames('past');
  if (stats.isLoading || !stats.data) return <CardsSkeleton count={2} />;
  const { wins, losses, draws, winRate, rating, reviewCount, history } = stats.data;
  const played = past.data?.items ?? [];
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardContent className="p-5">
            <ActivityChart history={history} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid gap-3 p-5 text-sm">
            <p className="text-base font-semibold">Record</p>
            <dl className="grid grid-cols-3 gap-2 text-center">
              {(
                [
                  ['Won', wins],
                  ['Lost', losses],
                  ['Drawn', draws],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-lg bg-muted/60 p-2">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-xl font-bold">{value}</dd>
                </div>
              ))}
            </dl>
            <p>
              Win rate: <strong>{winRate === null ? 'no results yet' : `${winRate}%`}</strong>
            </p>
            <p>
              Rating:{' '}
              <strong>
                {rating === null
                  ? 'not rated yet'
                  : `${rating.toFixed(1)} / 5 from ${reviewCount} review${reviewCount === 1 ? '' : 's'}`}
              </strong>
            </p>
          </CardContent>
        </Card>
      </div>
      <section aria-labelledby="played-heading" className="space-y-3">
        <h3 id="played-heading" className="font-semibold">
          Games played
        </h3>
        {played.length === 0 ? (
          <EmptyList>Games you play appear here; tell us how each one went.</EmptyList>
        ) : (
          <PlayerGameList games={played} past />
        )}
      </section>
    </div>
  );
}

function MyBookingsTab() {
  const bookings = useBookingItems();
  if (bookings.isLoading) return <CardsSkeleton count={2} className="h-20" />;
  const items = bookings.items;
  if (items.length === 0) {
    return (
      <EmptyList>
        <p>No bookings yet</p>
        <Button asChild variant="link">
          <Link to="/venues">Find Venues</Link>
        </Button>
      </EmptyList>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="divide-y rounded-xl border" aria-label="My bookings">
        {items.slice(0, 10).map((booking) => (
          <li key={booking.id} className="flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-0 flex-1">
              {/* On the venue's clock with its zone, as My Bookings shows it. */}
              <p className="font-medium">{booking.venue.name}</p>
              <p className="text-sm">
                {gameWhen(booking.startTime, booking.endTime, undefined, booking.venue.timeZone)}
              </p>
              {booking.totalAmount && (
                <p className="text-sm text-muted-foreground">{formatMoney(booking.totalAmount)}</p>
              )}
            </div>
            <StatusBadge status={booking.status} checkedInAt={booking.checkedInAt} />
          </li>
        ))}
      </ul>
      <Button asChild variant="link" className="px-0">
        <Link to="/bookings">All bookings</Link>
      </Button>
    </div>
  );
}

/** SPEC §2 player dashboard tabs. */
export function DashboardTabs() {
  return (
    <Tabs defaultValue="upcoming">
      <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
        <TabsTrigger value="upcoming">Upcoming Games</TabsTrigger>
        <TabsTrigger value="teams">My Teams</TabsTrigger>
        <TabsTrigger value="performance">Performance</TabsTrigger>
        <TabsTrigger value="bookings">My Bookings</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming" className="mt-6">
        <UpcomingGamesTab />
      </TabsContent>
      <TabsContent value="teams" className="mt-6">
        <MyTeamsTab />
      </TabsContent>
      <TabsContent value="performance" className="mt-6">
        <PerformanceTab />
      </TabsContent>
      <TabsContent value="bookings" className="mt-6">
        <MyBookingsTab />
      </TabsContent>
    </Tabs>
  );
}
