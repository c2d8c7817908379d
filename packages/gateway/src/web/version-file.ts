import { readFile, stat } from 'node:fs/promises';
import { APP_BUILD, APP_VERSION } from '@umbrella/contract';
import type { FastifyBaseLogger } from 'fastify';

/** What /version.json holds: at least the version and build, plus whatever the web build wrote. */
export type ServedVersion = { version: string; build: number } & Record<string, unknown>;

export type VersionWatcher = {
  current(): ServedVersion;
  close(): void;
};

const FALLBACK: ServedVersion = { version: APP_VERSION, build: APP_BUILD };

async function readVersion(file: string): Promise<ServedVersion | undefined> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<ServedVersion>;
  if (typeof parsed.version !== 'string' || typeof parsed.build !== 'number') return undefined;
  return parsed as ServedVersion;
}

/**
 * Watches the served version.json (polling its mtime, which survives atomic renames and
 * container volume mounts where fs.watch does not) and reports a changed version or build.
 * Without a file the contract's version is served.
 */
export async function watchVersionFile(
  file: string,
  options: { pollMs: number; log: FastifyBaseLogger; onChange: (version: ServedVersion) => void },
): Promise<VersionWatcher> {
  let served = (await readVersion(file).catch(() => undefined)) ?? FALLBACK;
  let seenMtime = await stat(file).then(
    (s) => s.mtimeMs,
    () => 0,
  );

  const check = async (): Promise<void> => {
    const mtime = await stat(file).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    if (mtime === seenMtime || mtime === 0) return;
    // A half-written file is read again on the next tick: the mtime is only taken once it parses.
    const next = await readVersion(file).catch(() => undefined);
    if (!next) return;
    seenMtime = mtime;
    const changed = next.version !== served.version || next.build !== served.build;
    served = next;
    if (changed) options.onChange(next);
  };

  const timer = setInterval(() => {
    check().catch((err: Error) => options.log.warn({ err, file }, 'reading version.json failed'));
  }, options.pollMs);
  timer.unref();

  return { current: () => served, close: () => clearInterval(timer) };
}
