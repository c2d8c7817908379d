/**
 * The blocked-account check costs a statement only when the answer is not known: an agent's
 * requests reuse it, and a block, unblock or delete — made here or by another back-office on the
 * same database (its notice on the stale-answer channel) — is obeyed by the very next request.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announceStale } from '../platform/stale-answers.js';
import { buildTestBackoffice, type TestBackoffice } from '../testing/build.js';

let t: TestBackoffice;
let recording: string[] | undefined;
const REGIONS = '/module/catalog/api/v1/regions';

beforeAll(async () => {
  t = await buildTestBackoffice({ onQuery: (statement) => recording?.push(statement) });
});
afterAll(() => t.close());

const blockedReads = () => (recording ?? []).filter((s) => /from "accounts" where "id"/.test(s)).length;

async function statusOf(headers: Record<string, string>) {
  return (await t.app.inject({ url: REGIONS, headers })).statusCode;
}

describe('the blocked-account answer', () => {
  it('is read once for an agent’s requests, not once a request, even seconds apart', async () => {
    const headers = await t.auth('agent');
    recording = [];
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 0; i < 5; i++) {
        expect(await statusOf(headers)).toBe(200);
        vi.setSystemTime(Date.now() + 10_000); // an agent asks every few seconds
      }
    } finally {
      vi.useRealTimers();
    }
    expect(blockedReads()).toBe(1);
  });

  it('is forgotten when an administrator blocks the account: its next request is refused', async () => {
    const headers = await t.auth('agent2');
    expect(await statusOf(headers)).toBe(200);
    const id = (
      await t.db.selectFrom('accounts').select('id').where('username', '=', 'agent2').executeTakeFirstOrThrow()
    ).id;
    const block = await t.app.inject({
      method: 'POST',
      url: '/module/account/api/v1/accounts/block',
      payload: { ids: [id] },
      headers: await t.auth('admin'),
    });
    expect(block.statusCode).toBe(204);
    expect(await statusOf(headers)).toBe(403);
    const unblock = await t.app.inject({
      method: 'POST',
      url: '/module/account/api/v1/accounts/unblock',
      payload: { ids: [id] },
      headers: await t.auth('admin'),
    });
    expect(unblock.statusCode).toBe(204);
    expect(await statusOf(headers)).toBe(200);
  });

  it('is forgotten when another back-office announces a block on the shared database', async () => {
    const headers = await t.auth('finance');
    expect(await statusOf(headers)).toBe(200);
    recording = [];
    expect(await statusOf(headers)).toBe(200);
    expect(blockedReads()).toBe(0);
    // Another instance's block: its write and its notice, nothing through this process's routes.
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('accounts').set({ blocked: true }).where('username', '=', 'finance').execute();
      const { id } = await trx
        .selectFrom('accounts')
        .select('id')
        .where('username', '=', 'finance')
        .executeTakeFirstOrThrow();
      await announceStale(trx, 'account-blocked', [id]);
    });
    await expect.poll(() => statusOf(headers), { timeout: 2_000, interval: 20 }).toBe(403);
  });
});
