import { describe, expect, it } from 'vitest';
import { coalescedRun } from './coalesced-run.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function counted(durationMs: number) {
  const starts: number[] = [];
  let concurrent = 0;
  let maxConcurrent = 0;
  const work = async () => {
    starts.push(performance.now());
    concurrent += 1;
    maxConcurrent = Math.max(maxConcurrent, concurrent);
    await tick(durationMs);
    concurrent -= 1;
  };
  return { work, starts, max: () => maxConcurrent };
}

describe('coalescedRun', () => {
  it('runs at once when asked while idle', async () => {
    const c = counted(1);
    const run = coalescedRun(c.work, { gapMs: 50, onError: () => {} });
    const asked = performance.now();
    run.trigger();
    await run.idle();
    expect(c.starts).toHaveLength(1);
    expect((c.starts[0] as number) - asked).toBeLessThan(20);
  });

  it('turns a burst of asks into one run now and one after it, never two at once', async () => {
    const c = counted(20);
    const run = coalescedRun(c.work, { gapMs: 50, onError: () => {} });
    // Asks every millisecond for 15 ms, all while the first run (20 ms) goes: on a loaded machine
    // a 1 ms timer can take tens, so the burst is bounded by time, not by a count of timers.
    const burstStart = performance.now();
    let asks = 0;
    while (asks < 2 || performance.now() - burstStart < 15) {
      run.trigger();
      asks += 1;
      await tick(1);
    }
    await run.idle();
    expect(c.starts).toHaveLength(2);
    expect(c.max()).toBe(1);
    // The second waits for the gap, not only for the first run (20 ms); a timer may fire a
    // millisecond early by the clock's rounding.
    expect((c.starts[1] as number) - (c.starts[0] as number)).toBeGreaterThanOrEqual(45);
  });

  it('keeps running after a failed run and reports the error', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const run = coalescedRun(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
      },
      { gapMs: 0, onError: (err) => errors.push(err) },
    );
    run.trigger();
    await run.idle();
    run.trigger();
    await run.idle();
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error('database away')]);
  });

  it('forgets what was asked once stopped', async () => {
    const c = counted(10);
    const run = coalescedRun(c.work, { gapMs: 0, onError: () => {} });
    run.trigger();
    await tick(1);
    run.trigger();
    await run.stop();
    run.trigger();
    await tick(20);
    expect(c.starts).toHaveLength(1);
  });
});
