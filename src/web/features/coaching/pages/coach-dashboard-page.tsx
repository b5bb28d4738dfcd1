import { CalendarPlus, Pencil, Search, UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { FormDialog } from '@web/components/form-dialog';
import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import {
  useCoachDashboard,
  useCoachingSessions,
  useMyCoaching,
  useMyCoachProfile,
} from '../api/coaching';
import { CoachingList } from '../components/coaching-list';
import { HoursChart } from '../components/hours-chart';
import { OfferForm } from '../components/offer-form';
import { ProfileForm } from '../components/profile-form';
import { SessionForm } from '../components/session-form';
import { SessionList } from '../components/session-list';

const WEEK_MS = 7 * 24 * 3_600_000;

function Section({
  title,
  children,
  wide,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Card className={wide ? 'lg:col-span-2' : undefined}>
      <CardHeader>
        <h2 className="leading-none font-semibold tracking-tight">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl border bg-card p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold">{value}</p>
    </div>
  );
}

/** /dashboard/coach: athletes and teams, offers, this week's sessions, hours and revenue. */
export default function CoachDashboardPage() {
  const dashboard = useCoachDashboard();
  const profile = useMyCoachProfile();
  const coaching = useMyCoaching();
  const upcoming = useCoachingSessions('upcoming');
  const mine = (coaching.data ?? []).filter((r) => r.side === 'coach');
  const active = mine.filter((r) => r.status === 'active');
  const offers = mine.filter((r) => r.status === 'pending');
  // The next seven days from when the page opened (not from each render).
  const [weekEnd] = useState(() => Date.now() + WEEK_MS);
  const thisWeek = (upcoming.data ?? []).filter(
    (s) => s.side === 'coach' && new Date(s.startTime).getTime() < weekEnd,
  );
  const hasProfile = Boolean(profile.data);

  const profileDialog = (
    <FormDialog
      title={hasProfile ? 'Edit coach profile' : 'Create your coach profile'}
      description="Players find you by these sports, specialities and hours."
      trigger={
        <Button variant={hasProfile ? 'outline' : 'default'}>
          <Pencil aria-hidden /> {hasProfile ? 'Edit profile' : 'Create coach profile'}
        </Button>
      }
    >
      {(close) => <ProfileForm profile={profile.data ?? null} onDone={close} />}
    </FormDialog>
  );

  return (
    <PageContainer>
      <PageHeader
        title="Coach Dashboard"
        description="Your athletes and teams, sessions, hours and revenue."
        actions={
          <>
            {hasProfile && active.length > 0 && (
              <FormDialog
                title="Book a session"
                description="Book a court for a session; you pay for it at checkout."
                trigger={
                  <Button>
                    <CalendarPlus aria-hidden /> Book a session
                  </Button>
                }
              >
                {(close) => <SessionForm coached={active} onDone={close} />}
              </FormDialog>
            )}
            {hasProfile && (
              <FormDialog
                title="Offer coaching"
                description="They accept or decline your offer."
                trigger={
                  <Button variant={active.length > 0 ? 'outline' : 'default'}>
                    <UserPlus aria-hidden /> Offer coaching
                  </Button>
                }
              >
                {(close) => <OfferForm onDone={close} />}
              </FormDialog>
            )}
            {profileDialog}
          </>
        }
      />
      {!dashboard.data || profile.isLoading ? (
        dashboard.isLoading || profile.isLoading ? (
          <CardsSkeleton count={3} />
        ) : (
          <EmptyList>The dashboard could not load. Please try again.</EmptyList>
        )
      ) : !hasProfile ? (
        <EmptyList>
          <p className="mb-3">
            Create your coach profile: your sports, specialities, rate and weekly hours. Then offer
            coaching to players and teams, and book sessions at any venue.
          </p>
          <Button asChild variant="link">
            <Link to="/coaches">
              <Search aria-hidden /> See other coaches
            </Link>
          </Button>
        </EmptyList>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:col-span-2">
            <Stat label="Athletes" value={dashboard.data.athletes} />
            <Stat label="Teams" value={dashboard.data.teams} />
            <Stat label="Pending offers" value={dashboard.data.pendingOffers} />
            <Stat label="Sessions this week" value={thisWeek.length} />
          </div>
          <Section title="This week's sessions">
            <SessionList
              sessions={thisWeek}
              label="This week's sessions"
              empty={
                active.length > 0
                  ? 'No session this week. Book one with the button above.'
                  : 'Once an athlete accepts your offer, book sessions here.'
              }
            />
          </Section>
          <Section title="Hours and revenue">
            <HoursChart months={dashboard.data.months} />
          </Section>
          <Section title="Athletes and teams" wide>
            <CoachingList
              records={mine.filter((r) => r.status !== 'pending')}
              label="Athletes and teams"
              empty="Nobody yet. Offer coaching to a player or a team."
            />
          </Section>
          <Section title="Offers waiting for an answer" wide>
            <CoachingList
              records={offers}
              label="Offers waiting"
              empty="No offer waiting for an answer."
            />
          </Section>
        </div>
      )}
    </PageContainer>
  );
}
