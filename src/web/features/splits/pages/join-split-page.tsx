import { Link, useNavigate, useParams } from 'react-router';
import { formatMoney } from '@shared/money';
import { PageContainer, PageHeader } from '@web/components/page-header';
import { RecordPageState } from '@web/components/record-page-state';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/api/current-user';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { venueDate, venueTimeRange } from '@web/lib/venue-time';
import { shareCheckoutPath, useClaimShare, useSplitInvite } from '../api/splits';
import { SharesPanel } from '../components/shares-panel';

/** /splits/join/{code}: a split booking's invite link; take an open share and pay it. */
export default function JoinSplitPage() {
  const { code = '' } = useParams();
  const { user } = useAuth();
  const invite = useSplitInvite(code);
  const claim = useClaimShare(invite.data?.bookingId ?? '');
  const navigate = useNavigate();
  if (!invite.data) {
    return (
      <RecordPageState
        isLoading={invite.isLoading}
        error={invite.error}
        notFound={{ title: 'This invite link is not valid', text: 'Ask the booker for a new one.' }}
        failed={{ title: "We couldn't load this invite" }}
        back={{ to: '/bookings', label: 'My Bookings' }}
      />
    );
  }
  const split = invite.data;
  const zone = split.venue.timeZone;
  const mine = split.shares.find((s) => s.userId === user?.id);
  // Before the deadline an open place; after it, a place its holder offers to whoever pays it.
  const open =
    split.status === 'collecting'
      ? split.shares.find((s) => s.userId === null)
      : split.status === 'complete'
        ? split.shares.find((s) => s.offered)
        : undefined;

  async function take() {
    if (!open) return;
    try {
      const joined = await claim.mutateAsync({ shareId: open.id, code });
      void navigate(shareCheckoutPath(joined.paymentOrderId));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: "Couldn't take the share",
        description: errorMessage(error, 'Please try again.'),
      });
    }
  }

  return (
    <PageContainer>
      <PageHeader
        title={`${split.sport.name} at ${split.venue.name}`}
        description={`${venueDate(split.startTime, zone)}, ${venueTimeRange(split.startTime, split.endTime, zone)} · ${split.venue.city}`}
      />
      <SectionCard title="Join this booking">
        {mine ? (
          <>
            <p>You have a share of this booking.</p>
            {user && <SharesPanel bookingId={split.bookingId} viewerId={user.id} />}
          </>
        ) : !open ? (
          <p>Every share of this booking is taken.</p>
        ) : (
          <>
            <p>
              {split.players} players share this booking. Take an open place and pay your share of{' '}
              <strong>{formatMoney(open.amount)}</strong> now.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void take()} pending={claim.isPending}>
                Take a share and pay
              </Button>
              <Button asChild variant="outline">
                <Link to="/bookings">Not now</Link>
              </Button>
            </div>
          </>
        )}
      </SectionCard>
    </PageContainer>
  );
}
