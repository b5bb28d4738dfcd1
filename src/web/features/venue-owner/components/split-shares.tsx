import type { VenueBookingShare } from '@shared/contracts/venue-owner';
import { formatMoney } from '@shared/money';
import { cn } from '@web/lib/utils';

const STATUS_TEXT: Record<VenueBookingShare['status'], string> = {
  paid: 'paid',
  unpaid: 'unpaid',
  refunded: 'refunded',
};

/** "2 of 4 shares paid": a split booking stays pending until the last one is. */
export function sharesPaidText(shares: VenueBookingShare[]) {
  const paid = shares.filter((s) => s.status === 'paid').length;
  return `${paid} of ${shares.length} shares paid`;
}

/** Who holds each share of a split booking and whether they have paid it, for the venue. */
export function SplitShares({ shares }: { shares: VenueBookingShare[] }) {
  return (
    <details className="mt-1 text-xs font-normal">
      <summary className="cursor-pointer text-muted-foreground">{sharesPaidText(shares)}</summary>
      <ul className="mt-1 space-y-0.5">
        {shares.map((share, index) => (
          <li key={index} className="flex justify-between gap-3">
            <span className={cn(!share.holder && 'italic text-muted-foreground')}>
              {share.holder ?? 'Open place'}
            </span>
            <span
              className={cn(
                share.status === 'paid'
                  ? 'text-emerald-700 dark:text-emerald-400'
                  : 'text-muted-foreground',
              )}
            >
              {formatMoney(share.amount)} {STATUS_TEXT[share.status]}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
