import { fromCents, formatMoney } from '@shared/money';
import { maxSplitPlayers, shareAmounts, SPLIT_MIN_PLAYERS } from '@shared/split-shares';
import { Label } from '@web/components/ui/label';

type SplitChoiceProps = {
  sportName: string | undefined;
  totalCents: number;
  /** 1: the booker pays the whole; more: the total is split between that many players. */
  players: number;
  onChange: (players: number) => void;
};

/** The booking form's payment choice: pay the whole, or split it between players. */
export function SplitChoice({ sportName, totalCents, players, onChange }: SplitChoiceProps) {
  if (!sportName) return null;
  const most = maxSplitPlayers(sportName);
  const counts = Array.from(
    { length: most - SPLIT_MIN_PLAYERS + 1 },
    (_, i) => i + SPLIT_MIN_PLAYERS,
  );
  const mine = players > 1 && totalCents > 0 ? shareAmounts(totalCents, players)[0]! : null;
  return (
    <div className="grid gap-2">
      <Label htmlFor="booking-split">Payment</Label>
      <select
        id="booking-split"
        className="h-10 rounded-md border bg-background px-3 text-sm"
        value={players}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        <option value={1}>I pay the whole booking</option>
        {counts.map((n) => (
          <option key={n} value={n}>
            Split between {n} players
          </option>
        ))}
      </select>
      {mine !== null && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          You pay your share of {formatMoney(fromCents(mine))} now; invite the others from My
          Bookings. Shares unpaid 2 hours before the start fall to you.
        </p>
      )}
    </div>
  );
}
