/**
 * The cluster suite's PostgreSQL: a throw-away server (scripts/postgres.mjs) on CLUSTER_PG_PORT
 * (default 54331, clear of the back-office suite's 54329), stopped after the run.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    clusterDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const postgres = await startPostgres({ port: Number(process.env.CLUSTER_PG_PORT || 54331) });
  project.provide('clusterDatabaseUrl', postgres.url);
  return () => postgres.stop();
}
