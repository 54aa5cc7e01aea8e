/** "Now" is a dependency so that time-based rules can be tested with a pinned clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
