// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { requestWaits } from '@/server/db/request-budget';

/** A clock the test moves by hand. */
function manualClock() {
  let at = 0;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe("a request's waits for the database (decision 012)", () => {
  it('count only while the request waits: time spent elsewhere (an AI answer) leaves the budget alone', () => {
    const clock = manualClock();
    const waits = requestWaits(clock.now);
    const first = waits.begin(5_000)!;
    expect(first.leftMs).toBe(5_000);
    clock.advance(1_500);
    first.end();
    clock.advance(20_000);
    const second = waits.begin(5_000)!;
    expect(second.leftMs).toBe(3_500);
    clock.advance(3_000);
    second.end();
    expect(waits.begin(5_000)!.leftMs).toBe(500);
  });

  it('count waits that overlap once: statements sent side by side spend the time they share once', () => {
    const clock = manualClock();
    const waits = requestWaits(clock.now);
    const a = waits.begin(5_000)!;
    clock.advance(1_000);
    const b = waits.begin(5_000)!;
    // b begins with what is left after a's first second.
    expect(b.leftMs).toBe(4_000);
    clock.advance(1_000);
    a.end();
    clock.advance(1_000);
    b.end();
    // Three seconds passed with at least one wait open.
    expect(waits.begin(5_000)!.leftMs).toBe(2_000);
  });

  it('ending a wait twice counts it once, and once the request is answered nothing is held to its budget', () => {
    const clock = manualClock();
    const waits = requestWaits(clock.now);
    const wait = waits.begin(5_000)!;
    clock.advance(1_000);
    wait.end();
    clock.advance(1_000);
    wait.end();
    expect(waits.begin(5_000)!.leftMs).toBe(4_000);
    waits.close();
    expect(waits.begin(5_000)).toBeUndefined();
  });
});
