import type { BookingStatus, PaymentStatus } from '@shared/enums';
import { cn } from '@web/lib/utils';

const STATUS_STYLE: Record<BookingStatus, string> = {
  pending: 'bg-warning/20 text-foreground',
  // Darker than the brand green in light mode: primary on its own tint is under 4.5:1.
  confirmed: 'bg-primary/15 text-emerald-800 dark:text-primary',
  completed: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  cancelled: 'bg-muted text-muted-foreground',
};

const PAYMENT_STYLE: Record<PaymentStatus, string> = {
  pending: 'border-warning/60',
  paid: 'border-primary/50 text-primary',
  failed: 'border-destructive/60 text-destructive',
  refunded: 'border-sky-500/50 text-sky-700 dark:text-sky-300',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A booking's status. A confirmed booking that has been checked in says so: it is not completed
 * until its time is over.
 */
export function StatusBadge({
  status,
  checkedInAt = null,
}: {
  status: BookingStatus;
  checkedInAt?: string | null;
}) {
  const checkedIn = status === 'confirmed' && checkedInAt !== null;
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STATUS_STYLE[status],
      )}
    >
      {checkedIn ? 'Checked in' : capitalise(status)}
    </span>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        PAYMENT_STYLE[status],
      )}
    >
      <span className="sr-only">Payment </span>
      {status === 'pending' ? 'Payment pending' : capitalise(status)}
    </span>
  );
}
