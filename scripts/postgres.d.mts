/** Types of postgres.mjs for TypeScript tests that start their own server. */
export type RunningPostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** The server's (postmaster's) process id. */
  pid(): number;
  /** Stops the server (pg_ctl stop -m fast), keeping its data. */
  stopServer(): void;
  /** Starts it again on the same port and data. */
  startServer(): void;
  /** Stops the server and deletes its data. */
  stop(): void;
};

export function startPostgres(options?: {
  port?: number;
  /** More server settings, `name=value` each (passed as `-c`). */
  settings?: string[];
}): Promise<RunningPostgres>;
/** The same server, as the suites that only start and stop one call it. */
export type ThrowAwayPostgres = RunningPostgres;
