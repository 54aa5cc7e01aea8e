/** "Now" is a dependency so that time-based rules can be tested with a pinned clock. */
export interface Clock {
  now(): Date;
  /**
   * Waits `ms` (a deliberate delay, such as slowing sign-ins under attack); a test's clock records the
   * wait instead of sleeping. Without it, `pause` waits for real.
   */
  sleep?(ms: number): Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const systemClock: Clock = { now: () => new Date(), sleep: realSleep };

/** Waits `ms` on the clock's own terms. */
export function pause(clock: Clock, ms: number): Promise<void> {
  return (clock.sleep ?? realSleep)(ms);
}
