/**
 * What Linux says about a process (/proc/<pid>/stat and status): CPU time used so far and resident
 * memory. CPU time does not grow when other work shares the cores, so it compares runs on a busy
 * machine where wall times do not.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second (USER_HZ), 100 on every Linux this runs on. */
const TICK_MS = 10;

/** User + system CPU time of `pid` so far, in ms. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** User and system (kernel: syscalls, the loopback's TCP) CPU time of `pid` so far, in ms. */
export function cpuSplitMs(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return { user: Number(fields[11]) * TICK_MS, system: Number(fields[12]) * TICK_MS };
}

/** Resident set size of `pid` now, in bytes. */
export function rssBytes(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) * 1024;
}

/** The ids of `pid`'s child processes (a PostgreSQL server's backends, for one). */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return children;
}

/**
 * CPU time of `pid` and its children so far, in ms: the live children's own, and the parent's
 * own plus what its exited children used (cutime, cstime), so a backend that ends is still counted.
 */
export function treeCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const own = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MS;
  let children = 0;
  for (const child of childPids(pid)) {
    try {
      children += cpuMs(child);
    } catch {
      // Exited meanwhile: its time is in the parent's cutime from the next sample on.
    }
  }
  return own + children;
}

/** Samples a process's CPU and RSS every `intervalMs` until stopped: share of a core and RSS over the run. */
export function sampleProcess(pid: number, intervalMs = 1000, options: { withChildren?: boolean } = {}) {
  const samples: { at: number; cpuMs: number; rss: number }[] = [];
  const take = () => {
    try {
      samples.push({
        at: performance.now(),
        cpuMs: options.withChildren ? treeCpuMs(pid) : cpuMs(pid),
        rss: rssBytes(pid),
      });
    } catch {
      // The process has exited (a restart): its samples end here.
    }
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      const first = samples[0];
      const last = samples.at(-1);
      const rss = samples.map((s) => s.rss);
      const seconds = first && last ? (last.at - first.at) / 1000 : 0;
      return {
        /** Mean share of one core over the sampled span (1 = a whole core). */
        cores: first && last && seconds > 0 ? (last.cpuMs - first.cpuMs) / 1000 / seconds : 0,
        cpuSeconds: first && last ? (last.cpuMs - first.cpuMs) / 1000 : 0,
        rssMax: Math.max(0, ...rss),
        rssLast: rss.at(-1) ?? 0,
        seconds,
      };
    },
  };
}
