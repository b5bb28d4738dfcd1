import { ArrowLeftRight, Pencil, Search } from 'lucide-react';
import { Link } from 'react-router';
import { DEAL_STATUSES, type DealSummary, type SponsorView } from '@shared/contracts/sponsors';
import { FormDialog } from '@web/components/form-dialog';
import { CardHeading, SectionCard } from '@web/components/section-card';
import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useMyDeals, useMySponsor } from '../api/sponsors';
import { DealList } from '../components/deal-list';
import { DealValueChart } from '../components/deal-value-chart';
import { SponsorProfileForm } from '../components/sponsor-profile-form';
import { SponsorSummary } from '../components/sponsor-summary';
import { money, STATUS_LABELS } from '../labels';

function ProfileDialog({ profile }: { profile: SponsorView | null }) {
  return (
    <FormDialog
      trigger={
        <Button variant={profile ? 'outline' : 'default'}>
          <Pencil aria-hidden /> {profile ? 'Edit profile' : 'Create your profile'}
        </Button>
      }
      title={profile ? 'Edit sponsor profile' : 'Create your sponsor profile'}
      description="What teams, leagues and venues see on your sponsor page."
    >
      {(close) => <SponsorProfileForm profile={profile} onDone={close} />}
    </FormDialog>
  );
}

function Figures({ deals }: { deals: DealSummary[] }) {
  const spend = deals.filter((d) => d.status === 'active').reduce((sum, d) => sum + d.amount, 0);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Deals by status">
      <div className="rounded-lg border p-3">
        <dt className="text-xs text-muted-foreground">Active spend</dt>
        <dd className="text-xl font-semibold tabular-nums">{money(spend)}</dd>
      </div>
      {DEAL_STATUSES.map((status) => (
        <div key={status} className="rounded-lg border p-3">
          <dt className="text-xs text-muted-foreground">{STATUS_LABELS[status]}</dt>
          <dd className="text-xl font-semibold tabular-nums">
            {deals.filter((d) => d.status === status).length}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /dashboard/sponsor: my profile, my deals by status, active spend and deal value by month. */
export default function SponsorDashboardPage() {
  const profile = useMySponsor();
  const deals = useMyDeals();
  const mine = deals.data?.filter((d) => d.side === 'sponsor') ?? [];
  return (
    <PageContainer>
      <PageHeader
        title="Sponsor Dashboard"
        description="Find teams, leagues and venues to back, and follow your deals."
        actions={
          <>
            <Button asChild>
              <Link to="/sponsors/discover">
                <Search aria-hidden /> Discover &amp; propose a deal
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
      {profile.isLoading || deals.isLoading ? (
        <CardsSkeleton count={3} />
      ) : profile.isError ? (
        <EmptyList>The dashboard could not load. Please try again.</EmptyList>
      ) : !profile.data ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <h2 className="text-lg font-semibold">Create your sponsor profile</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            Tell teams, leagues and venues who you are, what you sponsor and where. Then discover
            who to back and propose your first deal.
          </p>
          <ProfileDialog profile={null} />
        </div>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
          <Card className="lg:col-span-2">
            <CardContent className="grid gap-4 p-6">
              <Figures deals={mine} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
              <CardHeading>
                <Link to={`/sponsors/${profile.data.id}`} className="hover:underline">
                  {profile.data.companyName}
                </Link>
              </CardHeading>
              <ProfileDialog profile={profile.data} />
            </CardHeader>
            <CardContent>
              <SponsorSummary sponsor={profile.data} />
            </CardContent>
          </Card>
          <SectionCard title="Deal value">
            <DealValueChart deals={mine} />
          </SectionCard>
          <Card className="lg:col-span-2">
            <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
              <CardHeading>My deals</CardHeading>
              <Button asChild variant="link" size="sm">
                <Link to="/sponsorship-deals">All deals</Link>
              </Button>
            </CardHeader>
            <CardContent>
              {mine.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No deals yet.{' '}
                  <Link
                    to="/sponsors/discover"
                    className="font-medium text-primary hover:underline"
                  >
                    Discover who to sponsor
                  </Link>
                  .
                </p>
              ) : (
                <DealList deals={mine.slice(0, 8)} label="My deals" />
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </PageContainer>
  );
}
