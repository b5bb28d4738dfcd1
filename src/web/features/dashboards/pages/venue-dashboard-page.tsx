import { ArrowLeftRight, Plus, ScanLine } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAuth } from '@web/features/auth/api/current-user';
import { useVenueStats } from '@web/features/venue-owner/api/owner';
import { AnalyticsTab } from '../components/analytics-tab';
import { BookingsTab } from '@web/features/venue-owner/components/bookings-tab';
import { CalendarTab } from '@web/features/venue-owner/components/calendar-tab';
import { MyVenuesTab } from '@web/features/venue-owner/components/my-venues-tab';
import { StatCards } from '../components/stat-cards';

/** The venue owner's dashboard (SPEC §2, Venue): figures, venues, bookings, calendar, analytics. */
export default function VenueDashboardPage() {
  const { user } = useAuth();
  const stats = useVenueStats();
  const isOwner = Boolean(
    user && (user.isVenueOwner || user.userType === 'venue_owner' || user.roles.includes('venue')),
  );

  return (
    <PageContainer>
      <PageHeader
        title="Venue Owner Dashboard"
        description="Your venues, their bookings and how they are doing."
        actions={
          isOwner ? (
            <>
              <Button asChild variant="outline">
                <Link to="/dashboard/venue/check-in">
                  <ScanLine aria-hidden /> Check in players
                </Link>
              </Button>
              <Button asChild>
                <Link to="/dashboard/venue/venues/new">
                  <Plus aria-hidden /> Add venue
                </Link>
              </Button>
            </>
          ) : (
            <Button asChild variant="outline">
              <Link to="/role-selection">
                <ArrowLeftRight aria-hidden /> Switch role
              </Link>
            </Button>
          )
        }
      />
      {!isOwner && (
        <div className="mb-6 rounded-xl border bg-accent/40 p-5">
          <p className="font-semibold">List your venue on Matchday</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Choose the Venue Owner role to add courts, pitches and halls and take bookings with
            online payment and QR check-in.
          </p>
          <Button asChild className="mt-3" size="sm">
            <Link to="/role-selection">Become a venue owner</Link>
          </Button>
        </div>
      )}
      <StatCards stats={stats.data} />
      <Tabs defaultValue="venues" className="mt-8">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-auto">
          <TabsTrigger value="venues">My Venues</TabsTrigger>
          <TabsTrigger value="bookings">Bookings</TabsTrigger>
          <TabsTrigger value="calendar">Calendar</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="venues">
          <MyVenuesTab />
        </TabsContent>
        <TabsContent value="bookings">
          <BookingsTab />
        </TabsContent>
        <TabsContent value="calendar">
          <CalendarTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
