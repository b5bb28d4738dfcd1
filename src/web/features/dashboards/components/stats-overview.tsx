import { CalendarCheck, MapPin, Medal, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';
import { useBookingItems } from '@web/features/bookings/api/bookings';
import { useGamesTotal } from '@web/features/games/api/games';
import { useVenuesTotal } from '@web/features/venues/api/venues';
import { capitalise } from '@web/lib/format';
import { upcomingBookings } from '@web/lib/list-items';

type Stat = { label: string; value: ReactNode; icon: ReactNode; isLoading?: boolean };

function StatCard({ label, value, icon, isLoading }: Stat) {
  return (
    <div className="rounded-xl border bg-card p-3 text-card-foreground shadow-sm sm:p-5">
      <dt className="flex flex-col gap-2 text-sm font-medium text-muted-foreground sm:flex-row sm:items-center sm:gap-3">
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-5"
          aria-hidden
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-lg font-bold tracking-tight break-words min-[400px]:text-2xl sm:mt-3 sm:text-3xl">
        {isLoading ? (
          <>
            <Skeleton className="h-9 w-16" />
            <span className="sr-only">Loading</span>
          </>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

/** The four counters of SPEC §2 "Home dashboard". */
export function StatsOverview({ skillLevel }: { skillLevel: string | null | undefined }) {
  const bookings = useBookingItems();
  const venues = useVenuesTotal();
  const games = useGamesTotal();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Upcoming Bookings"
        value={upcomingBookings(bookings.items).length}
        isLoading={bookings.isLoading}
        icon={<CalendarCheck />}
      />
      <StatCard
        label="Nearby Venues"
        value={venues.total}
        isLoading={venues.isLoading}
        icon={<MapPin />}
      />
      <StatCard
        label="Available Games"
        value={games.total}
        isLoading={games.isLoading}
        icon={<Users />}
      />
      <StatCard
        label="Your Level"
        value={skillLevel ? capitalise(skillLevel) : 'Beginner'}
        icon={<Medal />}
      />
    </dl>
  );
}
