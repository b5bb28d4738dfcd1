/** Time as the app sees it; tests pass a clock they can move to check expiry. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
