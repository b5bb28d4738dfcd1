import { useSearchParams } from 'react-router';
import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useDeals } from '../api/investments';
import { CreateDealDialog } from '../components/create-deal-dialog';
import { DealsTable } from '../components/deals-table';
import { InboundList } from '../components/inbound-list';
import { InvestorLinks } from '../components/nav-actions';
import { PipelineBoard } from '../components/pipeline-board';
import { useDealMover } from '../components/use-deal-mover';

const TABS = ['board', 'table', 'inbound'] as const;

/** /investments: my pipeline as a board or a table, and interest in what I manage. */
export default function InvestmentsPage() {
  const deals = useDeals();
  const mover = useDealMover();
  const [params, setParams] = useSearchParams();
  const mine = deals.data?.filter((deal) => deal.side === 'investor') ?? [];
  const inbound = deals.data?.filter((deal) => deal.side === 'target') ?? [];
  const tab =
    TABS.find((t) => t === params.get('tab')) ??
    (mine.length || !inbound.length ? 'board' : 'inbound');
  return (
    <PageContainer>
      <PageHeader
        title="Investments"
        description="Your deal pipeline, from prospecting to exit, and investor interest in what you manage."
        actions={
          <>
            <CreateDealDialog />
            <InvestorLinks current="/investments" />
          </>
        }
      />
      <div aria-live="polite" className="sr-only">
        {mover.announcement}
      </div>
      {mover.dialog}
      {!deals.data ? (
        deals.isLoading ? (
          <CardsSkeleton count={4} />
        ) : (
          <EmptyList>Your deals could not load. Please try again.</EmptyList>
        )
      ) : (
        <Tabs
          value={tab}
          onValueChange={(value) => setParams({ tab: value }, { replace: true })}
          className="grid gap-4"
        >
          <TabsList className="w-fit">
            <TabsTrigger value="board">Board</TabsTrigger>
            <TabsTrigger value="table">Table</TabsTrigger>
            <TabsTrigger value="inbound">Inbound ({inbound.length})</TabsTrigger>
          </TabsList>
          <TabsContent value="board">
            {mine.length === 0 ? (
              <EmptyList>No deals yet. Add a deal to start your pipeline.</EmptyList>
            ) : (
              <PipelineBoard deals={mine} onMove={mover.request} pending={mover.pending} />
            )}
          </TabsContent>
          <TabsContent value="table">
            {mine.length === 0 ? (
              <EmptyList>No deals yet. Add a deal to start your pipeline.</EmptyList>
            ) : (
              <DealsTable
                deals={mine}
                caption="My investment deals"
                onMove={mover.request}
                pending={mover.pending}
              />
            )}
          </TabsContent>
          <TabsContent value="inbound">
            {inbound.length === 0 ? (
              <EmptyList>
                No investor has shown interest in a team, league or venue you manage yet.
              </EmptyList>
            ) : (
              <InboundList deals={inbound} />
            )}
          </TabsContent>
        </Tabs>
      )}
    </PageContainer>
  );
}
