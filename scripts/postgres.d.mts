/** Types of scripts/postgres.mjs for the TypeScript suites that start their own server. */
export type ThrowAwayPostgres = { url: string; stop(): void };
export function startPostgres(options?: { port?: number }): Promise<ThrowAwayPostgres>;
