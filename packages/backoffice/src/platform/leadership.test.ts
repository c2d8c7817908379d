import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/database.js';
import { listenForEvents } from './events/notifier.js';
import { createLeadership } from './leadership.js';

const quiet = { warn() {}, info() {}, debug() {}, error() {} } as never;
const HEARTBEAT_MS = 100;

/** Only PostgreSQL has several sessions to lead; PGlite's one process always leads. */
describe.runIf(process.env.TEST_DATABASE_URL)('background-work leadership on a shared PostgreSQL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => t.drop());

  it('one back-office leads at a time, and another takes over within a heartbeat when its session ends', async () => {
    const instances = [createLeadership(), createLeadership(), createLeadership()];
    const listening = await Promise.all(
      instances.map((lock) => listenForEvents(t.handle, () => {}, quiet, [lock], HEARTBEAT_MS)),
    );
    try {
      await expect.poll(() => instances.filter((lock) => lock.held()).length).toBe(1);
      const leader = instances.findIndex((lock) => lock.held());
      await listening[leader]?.close();
      expect(instances[leader]?.held()).toBe(false);
      await expect.poll(() => instances.filter((lock) => lock.held()).length, { timeout: 5_000, interval: 20 }).toBe(1);
      // It stays with the new leader: the survivors never both lead.
      await new Promise((resolve) => setTimeout(resolve, 5 * HEARTBEAT_MS));
      expect(instances.filter((lock) => lock.held()).length).toBe(1);
    } finally {
      await Promise.all(listening.map((l) => l.close()));
    }
  });
});
