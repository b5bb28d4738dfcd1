import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { CardsSkeleton, EmptyList } from '@web/components/list-state';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useCoachingSessions, useMyCoaching } from '../api/coaching';
import { CoachingList } from '../components/coaching-list';
import { SessionList } from '../components/session-list';

/**
 * /coaching: the coached side: offers to answer, my coaches (and my teams'), and the upcoming
 * sessions with the goals the coach set.
 */
export default function MyCoachesPage() {
  const coaching = useMyCoaching();
  const upcoming = useCoachingSessions('upcoming');
  const records = (coaching.data ?? []).filter((r) => r.side === 'entity');
  const offers = records.filter((r) => r.status === 'pending');
  const coaches = records.filter((r) => r.status === 'active' || r.status === 'inactive');
  const sessions = (upcoming.data ?? []).filter((s) => s.side === 'entity');
  return (
    <PageContainer>
      <PageHeader
        title="My coaches"
        description="Your coaches, their offers and your upcoming sessions."
        actions={
          <Button asChild>
            <Link to="/coaches">
              <Search aria-hidden /> Find a coach
            </Link>
          </Button>
        }
      />
      {coaching.isLoading ? (
        <CardsSkeleton count={2} />
      ) : !coaching.data ? (
        <EmptyList>Your coaching could not load. Please try again.</EmptyList>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
          {offers.length > 0 && (
            <Card className="lg:col-span-2">
              <CardHeader>
                <h2 className="font-semibold">Offers to answer</h2>
              </CardHeader>
              <CardContent>
                <CoachingList records={offers} label="Offers to answer" empty="" />
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <h2 className="font-semibold">Upcoming sessions</h2>
            </CardHeader>
            <CardContent>
              <SessionList
                sessions={sessions}
                label="Upcoming sessions"
                empty="No session booked yet. Your coach books them."
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="font-semibold">Coaches</h2>
            </CardHeader>
            <CardContent>
              <CoachingList
                records={coaches}
                label="My coaches"
                empty="No coach yet. Find one for your sport."
              />
            </CardContent>
          </Card>
        </div>
      )}
    </PageContainer>
  );
}
