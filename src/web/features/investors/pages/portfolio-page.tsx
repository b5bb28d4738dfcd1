import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useDeals, usePortfolio } from '../api/investments';
import { DealsTable } from '../components/deals-table';
import { InvestorLinks } from '../components/nav-actions';
import { PortfolioChart } from '../components/portfolio-chart';
import { PortfolioFigures } from '../components/portfolio-figures';

const HELD = ['closed', 'active', 'exited'];

/** /investments/portfolio: what I hold and what I sold, with its value over time. */
export default function PortfolioPage() {
  const portfolio = usePortfolio();
  const deals = useDeals();
  const held =
    deals.data?.filter((deal) => deal.side === 'investor' && HELD.includes(deal.status)) ?? [];
  return (
    <PageContainer>
      <PageHeader
        title="Portfolio"
        description="Closed, active and exited investments, and what they are worth."
        actions={<InvestorLinks current="/investments/portfolio" />}
      />
      {!portfolio.data ? (
        portfolio.isLoading ? (
          <CardsSkeleton count={4} />
        ) : (
          <EmptyList>The portfolio could not load. Please try again.</EmptyList>
        )
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <PortfolioFigures portfolio={portfolio.data} />
          <Card>
            <CardHeader>
              <h2 className="leading-none font-semibold tracking-tight">Value over time</h2>
            </CardHeader>
            <CardContent>
              <PortfolioChart points={portfolio.data.valueOverTime} />
            </CardContent>
          </Card>
          {held.length > 0 && <DealsTable deals={held} caption="Investments held and exited" />}
        </div>
      )}
    </PageContainer>
  );
}
