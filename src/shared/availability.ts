// Weekly availability as a bitmask: bit (day * 3 + period) is set when the player is usually free.
// 7 days x 3 periods = 21 bits, stored in player_profiles.availability.

export const WEEK_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const DAY_PERIODS = ['morning', 'afternoon', 'evening'] as const;
export type DayPeriod = (typeof DAY_PERIODS)[number];

export const AVAILABILITY_SLOTS = WEEK_DAYS.length * DAY_PERIODS.length;
export const AVAILABILITY_MAX = 2 ** AVAILABILITY_SLOTS - 1;

export const slotBit = (day: number, period: number) => 1 << (day * DAY_PERIODS.length + period);

export const hasSlot = (mask: number, day: number, period: number) =>
  (mask & slotBit(day, period)) !== 0;

export const toggleSlot = (mask: number, day: number, period: number) =>
  mask ^ slotBit(day, period);

/** How many slots a mask has set. */
export function slotCount(mask: number): number {
  let count = 0;
  for (let bits = mask; bits !== 0; bits &= bits - 1) count += 1;
  return count;
}

/** "Sat morning", "Tue evening"… for every slot set, Monday morning first. */
export function describeSlots(mask: number): string[] {
  const labels: string[] = [];
  WEEK_DAYS.forEach((day, d) =>
    DAY_PERIODS.forEach((period, p) => {
      if (hasSlot(mask, d, p)) labels.push(`${day} ${period}`);
    }),
  );
  return labels;
}
