import { Link } from 'react-router';
import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { useMyDeals } from '../api/sponsors';
import { DealList } from '../components/deal-list';

/** /sponsorship-deals: my deals, as a sponsor or for the team, league or venue I run. */
export default function DealsPage() {
  const deals = useMyDeals();
  const inbound = deals.data?.filter((d) => d.side === 'entity') ?? [];
  const outbound = deals.data?.filter((d) => d.side === 'sponsor') ?? [];
  return (
    <PageContainer>
      <PageHeader
        title="Sponsorship deals"
        description="Offers to what you run, and the deals you propose as a sponsor."
        actions={
          <Button asChild variant="outline">
            <Link to="/sponsors/discover">Discover</Link>
          </Button>
        }
      />
      {deals.isLoading ? (
        <CardsSkeleton count={2} />
      ) : !deals.data?.length ? (
        <EmptyList>
          {deals.isError
            ? 'Your deals could not load. Please try again.'
            : 'No deals yet. When a sponsor makes an offer to your team, league or venue, it shows here.'}
        </EmptyList>
      ) : (
        <div className="grid gap-8">
          {inbound.length > 0 && (
            <section className="grid gap-3">
              <h2 className="text-lg font-semibold">Offers to what I run</h2>
              <DealList deals={inbound} label="Offers to what I run" />
            </section>
          )}
          {outbound.length > 0 && (
            <section className="grid gap-3">
              <h2 className="text-lg font-semibold">As a sponsor</h2>
              <DealList deals={outbound} label="As a sponsor" />
            </section>
          )}
        </div>
      )}
    </PageContainer>
  );
}
