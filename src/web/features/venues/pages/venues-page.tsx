import { useQueryClient } from '@tanstack/react-query';
import { Building2, RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { VENUE_SKELETON_CARDS } from '@shared/constants';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { useVenueSearch, venuesKey, type VenueFilters as Filters } from '../api/venues';
import { Pagination } from '@web/components/pagination';
import { VenueCard, VenueCardSkeleton } from '../components/venue-card';
import { VenueFilters } from '../components/venue-filters';
import { filtersFromParams, paramsFromFilters, venueLinkSearch } from '../venue-search-params';

/** Find Sports Venues (SPEC §2): filters, skeletons, cards, empty state, pages. */
export default function VenuesPage() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const filters = filtersFromParams(params);
  const page = filters.page ?? 1;
  const venues = useVenueSearch(filters);

  function search(next: Filters) {
    const nextParams = paramsFromFilters({ ...next, page: 1 });
    if (nextParams.toString() === params.toString()) {
      // The same search again: fetch fresh results rather than nothing.
      void queryClient.invalidateQueries({ queryKey: [...venuesKey, filters] });
    } else {
      setParams(nextParams);
    }
  }

  function goToPage(next: number) {
    setParams(paramsFromFilters({ ...filters, page: next }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const data = venues.data;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  return (
    <PageContainer>
      <PageHeader
        title="Find Sports Venues"
        description="Courts, pitches, pools and halls near you, bookable by the hour with instant confirmation."
      />
      {/* Keyed by the address, so the form shows the filters of the search on screen. */}
      <VenueFilters key={params.toString()} initial={filters} onSearch={search} />

      <section
        aria-labelledby="results-heading"
        className="mt-8 space-y-6"
        aria-busy={venues.isFetching}
      >
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        {venues.isError && !data ? (
          <div
            role="alert"
            className="rounded-xl border border-destructive/40 bg-destructive/5 p-8 text-center"
          >
            <p className="font-semibold">We couldn't load venues.</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Check your connection and try again.
            </p>
            <Button className="mt-4" variant="outline" onClick={() => void venues.refetch()}>
              <RefreshCw aria-hidden /> Try again
            </Button>
          </div>
        ) : !data ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading venues">
            {Array.from({ length: VENUE_SKELETON_CARDS }, (_, i) => (
              <li key={i}>
                <VenueCardSkeleton />
              </li>
            ))}
          </ul>
        ) : data.items.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed p-12 text-center">
            <Building2 className="size-12 text-muted-foreground" aria-hidden />
            <p className="mt-4 text-lg font-semibold">No venues found</p>
            <p className="mt-1 max-w-md text-sm text-muted-foreground">
              Try adjusting your search criteria or check back later for new venues
            </p>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Showing {first}–{last} of {data.total} {data.total === 1 ? 'venue' : 'venues'}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Venues">
              {data.items.map((venue, index) => (
                <li key={venue.id}>
                  <VenueCard
                    venue={venue}
                    linkSearch={venueLinkSearch(filters)}
                    eager={index === 0}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={goToPage}
              label="Venue pages"
            />
          </>
        )}
      </section>
    </PageContainer>
  );
}
