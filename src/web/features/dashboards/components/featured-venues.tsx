import { Building2 } from 'lucide-react';
import { DASHBOARD_VENUES } from '@shared/constants';
import { useVenueItems } from '@web/features/venues/api/venues';
import { CompactVenueCard } from './compact-venue-card';
import { DashboardSection, EmptyState } from './dashboard-section';
import { ListSkeleton } from './list-skeleton';

/** A taste of the venues list (SPEC §2: the first two, in compact cards). */
export function FeaturedVenues() {
  const { items, isLoading } = useVenueItems();
  const venues = items.slice(0, DASHBOARD_VENUES);
  return (
    <DashboardSection
      title="Featured Venues"
      icon={<Building2 />}
      className="lg:self-start"
      more={{ to: '/venues', label: 'View all' }}
    >
      {isLoading ? (
        <ListSkeleton rows={DASHBOARD_VENUES} rowClassName="h-56" />
      ) : venues.length === 0 ? (
        <EmptyState>No venues found.</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {venues.map((venue) => (
            <li key={venue.id}>
              <CompactVenueCard venue={venue} />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
