import type { Clock } from '@server/lib/clock';

/** A clock tests move by hand; it starts at the real time so database `now()` agrees. */
export function createTestClock(start = new Date()) {
  let current = start.getTime();
  const clock: Clock & { advance: (ms: number) => void; set: (date: Date) => void } = {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
  return clock;
}
