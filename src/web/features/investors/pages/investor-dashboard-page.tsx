import { ArrowLeftRight, KanbanSquare, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { DEAL_STATUS_LABELS, type PortfolioView } from '@shared/contracts/investors';
import { SectionCard } from '@web/components/section-card';
import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { useDeals, useMyInvestorProfile, usePortfolio } from '../api/investments';
import { CreateDealDialog } from '../components/create-deal-dialog';
import { InboundList } from '../components/inbound-list';
import { PortfolioChart } from '../components/portfolio-chart';
import { PortfolioFigures } from '../components/portfolio-figures';
import { StageChart } from '../components/stage-chart';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }).format(new Date(iso));

function RecentActivity({ recent }: { recent: PortfolioView['recent'] }) {
  if (recent.length === 0) return <p className="text-sm text-muted-foreground">Nothing yet.</p>;
  return (
    <ul className="grid gap-2 text-sm" aria-label="Recent activity">
      {recent.map((item, index) => (
        <li key={`${item.dealId}-${index}`} className="flex flex-wrap justify-between gap-2">
          <Link to={`/investments/${item.dealId}`} className="font-medium hover:underline">
            {item.dealName}
          </Link>
          <span className="text-muted-foreground">
            {item.toStatus === 'prospecting' ? 'Opened' : DEAL_STATUS_LABELS[item.toStatus]} ·{' '}
            {when(item.at)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The first visit: a profile to create, then a first deal, each one click away. */
function GetStarted({ hasProfile }: { hasProfile: boolean }) {
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <h2 className="text-lg font-semibold">
          {hasProfile ? 'Add your first deal' : 'Start with your investor profile'}
        </h2>
        <p className="text-sm text-muted-foreground">
          {hasProfile
            ? 'Track a club, venue, league or startup from prospecting to exit.'
            : 'Tell targets who you are; then track deals from prospecting to exit.'}
        </p>
        <div className="flex flex-wrap gap-2">
          {hasProfile ? (
            <CreateDealDialog />
          ) : (
            <Button asChild>
              <Link to="/investments/profile">
                <UserRound aria-hidden /> Create your investor profile
              </Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** /dashboard/investor: portfolio figures, deals by stage, value over time, recent activity. */
export default function InvestorDashboardPage() {
  const profile = useMyInvestorProfile();
  const portfolio = usePortfolio();
  const deals = useDeals();
  const inbound = deals.data?.filter((deal) => deal.side === 'target') ?? [];
  const dealCount = portfolio.data?.byStatus.reduce((sum, row) => sum + row.count, 0) ?? 0;
  return (
    <PageContainer>
      <PageHeader
        title="Investor Dashboard"
        description="Discover clubs, venues and sports startups, and manage your portfolio."
        actions={
          <>
            {profile.data && <CreateDealDialog />}
            <Button asChild variant="outline">
              <Link to="/investments">
                <KanbanSquare aria-hidden /> Pipeline
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/role-selection">
                <ArrowLeftRight aria-hidden /> Switch role
              </Link>
            </Button>
          </>
        }
      />
      {!portfolio.data || profile.isLoading ? (
        portfolio.isLoading || profile.isLoading ? (
          <CardsSkeleton count={3} />
        ) : (
          <EmptyList>The dashboard could not load. Please try again.</EmptyList>
        )
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
          {dealCount === 0 && (
            <div className="lg:col-span-2">
              <GetStarted hasProfile={Boolean(profile.data)} />
            </div>
          )}
          <div className="lg:col-span-2">
            <PortfolioFigures portfolio={portfolio.data} />
          </div>
          <SectionCard title="Portfolio value">
            <PortfolioChart points={portfolio.data.valueOverTime} />
          </SectionCard>
          <SectionCard title="Pipeline">
            <StageChart byStatus={portfolio.data.byStatus} />
          </SectionCard>
          <SectionCard title="Recent activity">
            <RecentActivity recent={portfolio.data.recent} />
          </SectionCard>
          {inbound.length > 0 && (
            <SectionCard title="Interest in what you manage">
              <InboundList deals={inbound} />
            </SectionCard>
          )}
        </div>
      )}
    </PageContainer>
  );
}
