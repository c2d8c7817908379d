/** One line of a query bench: `run` three times to warm up, then `runs` times timed. */
import { performance } from 'node:perf_hooks';
import { summarise } from './percentiles.js';

export async function timeRuns<T>(run: () => Promise<T>, runs: number): Promise<{ p50: number; p95: number; last: T }> {
  if (runs < 1) throw new Error('--runs must be at least 1');
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  const timed = async () => {
    const t0 = performance.now();
    const answer = await run();
    times.push(performance.now() - t0);
    return answer;
  };
  let last = await timed();
  for (let i = 1; i < runs; i++) last = await timed();
  const { p50, p95 } = summarise(times);
  return { p50, p95, last };
}
