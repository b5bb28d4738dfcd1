import { Copy, CreditCard, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ShareView, SplitView } from '@shared/contracts/splits';
import { formatMoney } from '@shared/money';
import { personName } from '@web/components/person-name';
import { Avatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { venueTime } from '@web/lib/venue-time';
import { cn } from '@web/lib/utils';
import { shareCheckoutPath, useLeaveShare, usePayShare, useSplit } from '../api/splits';
import { timeLeft } from '../deadline';
import { OpenMatchForm } from './open-match-form';

const SHARE_STYLE: Record<ShareView['status'], string> = {
  unpaid: 'border-warning/60',
  paid: 'border-primary/50 text-primary',
  refunded: 'border-sky-500/50 text-sky-700 dark:text-sky-300',
};

function ShareBadge({ share }: { share: ShareView }) {
  const label =
    share.status === 'paid'
      ? share.paidByBooker
        ? 'Paid by booker'
        : 'Paid'
      : share.status === 'refunded'
        ? 'Refunded'
        : 'Unpaid';
  const offered = share.offered ? ' · place offered' : '';
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold',
        SHARE_STYLE[share.status],
      )}
    >
      {label}
      {offered}
    </span>
  );
}

/** The deadline counting down while shares come in. */
function DeadlineCountdown({ split }: { split: SplitView }) {
  const end = new Date(split.deadline).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const at = venueTime(split.deadline, split.venue.timeZone, 'EEE d MMM, HH:mm');
  return (
    <p className="flex items-center gap-2 rounded-lg bg-warning/15 px-3 py-2 text-sm">
      <Timer className="size-4 shrink-0" aria-hidden />
      <span>
        Shares due by {at} (<span className="font-mono tabular-nums">{timeLeft(end - now)}</span>
        ). Unpaid shares then fall to the booker.
      </span>
    </p>
  );
}

const STATUS_TEXT: Record<SplitView['status'], string> = {
  collecting: '',
  settling: 'The deadline has passed: the booker is being charged the unpaid shares.',
  complete: 'Every share is paid: the booking is confirmed.',
  failed:
    "The unpaid shares couldn't be charged, so the booking was cancelled and paid shares refunded.",
  cancelled: 'The booking was cancelled.',
};

function InviteLink({ split }: { split: SplitView }) {
  const link = `${window.location.origin}/splits/join/${split.inviteCode}`;
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () =>
        toast({ title: 'Invite link copied', description: 'Whoever opens it can take a share.' }),
      () =>
        toast({
          variant: 'destructive',
          title: "Couldn't copy the link",
          description: 'Select the link and copy it yourself.',
        }),
    );
  const id = `invite-${split.bookingId}`;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        Invite link for the open shares
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
          className="h-9 min-w-0 flex-1 rounded-md border bg-background px-2 text-sm"
        />
        <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy
        </Button>
      </div>
    </div>
  );
}

/** A place its holder paid may be offered once the split is settled, until the game starts. */
function canOffer(split: SplitView, share: ShareView) {
  return (
    split.status === 'complete' &&
    !share.isBooker &&
    !share.offered &&
    share.status === 'paid' &&
    !share.paidByBooker &&
    new Date(split.startTime).getTime() > Date.now()
  );
}

/**
 * A split booking's shares: each player's amount and whether it is paid, the deadline counting
 * down, the viewer's own "Pay my share", and for the booker the invite link and open match.
 */
export function SharesPanel({ bookingId, viewerId }: { bookingId: string; viewerId: string }) {
  const split = useSplit(bookingId);
  const pay = usePayShare();
  const leave = useLeaveShare(bookingId);
  const navigate = useNavigate();
  if (split.isLoading) return <Skeleton className="h-24" />;
  if (!split.data) return null;
  const data = split.data;
  const isBooker = data.bookerId === viewerId;
  const collecting = data.status === 'collecting';
  const mine = data.shares.find((s) => s.userId === viewerId);

  async function payMine(share: ShareView) {
    try {
      const intent = await pay.mutateAsync({ bookingId, shareId: share.id });
      void navigate(shareCheckoutPath(intent.orderId!));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: "Couldn't open the payment",
        description: errorMessage(error, 'Please try again.'),
      });
    }
  }

  async function leaveMine(share: ShareView) {
    try {
      const result = await leave.mutateAsync(share.id);
      toast(
        result.offered
          ? {
              title: 'Your place is offered',
              description:
                'You keep it until another player takes and pays for it; then your share is refunded.',
            }
          : {
              title: 'You left the booking',
              description:
                share.status === 'paid'
                  ? 'Your share is being refunded.'
                  : 'Your place is free again.',
            },
      );
    } catch (error) {
      toast({
        variant: 'destructive',
        title: "Couldn't leave",
        description: errorMessage(error, 'Please try again.'),
      });
    }
  }

  const paidCount = data.shares.filter((s) => s.status === 'paid').length;
  return (
    <section
      className="grid gap-3 rounded-lg border bg-muted/30 p-3"
      aria-label={`Shares of the booking at ${data.venue.name}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">
          Split between {data.players} players · {paidCount} of {data.players} paid
        </h4>
        {data.isOpen && collecting && (
          <span className="text-xs text-muted-foreground">
            Open match · {data.placesLeft} {data.placesLeft === 1 ? 'place' : 'places'} left
          </span>
        )}
      </div>
      {collecting ? (
        <DeadlineCountdown split={data} />
      ) : (
        <p className="text-sm" role="status">
          {STATUS_TEXT[data.status]}
        </p>
      )}
      <ul className="grid gap-2" aria-label="Shares">
        {data.shares.map((share) => {
          const name = share.player ? personName(share.player, 'Player') : 'Open place';
          return (
            <li key={share.id} className="flex flex-wrap items-center gap-2 text-sm">
              {share.player ? (
                <Avatar
                  src={share.player.profileImageUrl}
                  firstName={share.player.firstName}
                  lastName={share.player.lastName}
                  className="size-7"
                />
              ) : (
                <span className="size-7 rounded-full border border-dashed" aria-hidden />
              )}
              <span className="min-w-0 flex-1 truncate">
                {name}
                {share.isBooker && <span className="text-muted-foreground"> (booker)</span>}
                {share.userId === viewerId && <span className="text-muted-foreground"> · you</span>}
              </span>
              <span className="font-medium tabular-nums">{formatMoney(share.amount)}</span>
              <ShareBadge share={share} />
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        {mine && mine.status === 'unpaid' && collecting && (
          <Button size="sm" onClick={() => void payMine(mine)} pending={pay.isPending}>
            <CreditCard aria-hidden /> Pay my share ({formatMoney(mine.amount)})
          </Button>
        )}
        {mine && !isBooker && collecting && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void leaveMine(mine)}
            pending={leave.isPending}
          >
            Leave
          </Button>
        )}
        {/* After the deadline a player leaves only if someone takes the place (and pays it). */}
        {mine && canOffer(data, mine) && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => void leaveMine(mine)}
            pending={leave.isPending}
          >
            Offer my place
          </Button>
        )}
        {mine?.offered && (
          <p className="text-sm text-muted-foreground" role="status">
            Your place is offered: share the invite link. You are refunded when someone takes it.
          </p>
        )}
      </div>
      {isBooker && collecting && data.placesLeft > 0 && (
        <div className="grid gap-3">
          <InviteLink split={data} />
          <OpenMatchForm split={data} />
        </div>
      )}
    </section>
  );
}
