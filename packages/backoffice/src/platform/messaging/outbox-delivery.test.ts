import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/database.js';
import { deliverDue, INTERRUPTED_REASON, MAX_ATTEMPTS } from './outbox-delivery.js';
import { TransportError } from './transport-error.js';

let database: TestDatabase;
const db = () => database.handle.db;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await db().deleteFrom('outbox_mails').execute();
});

async function queueMails(count: number): Promise<number[]> {
  const rows = await db()
    .insertInto('outbox_mails')
    .values(
      Array.from({ length: count }, (_, i) => ({
        account_id: null,
        recipient: `person${i}@umbrella.example`,
        subject: `Mail ${i}`,
        body: 'Body',
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

const rowsOf = () =>
  db()
    .selectFrom('outbox_mails')
    .select(['id', 'status', 'attempts', 'last_error', 'transport', 'provider_message_id', 'next_attempt_at'])
    .orderBy('id')
    .execute();

/** A deliverer whose transport records what it sends (and takes a moment, so two deliverers overlap). */
function deliverer(sent: number[], send: (id: number) => Promise<void> = () => sleep(5)) {
  return () =>
    deliverDue(db(), 'outbox_mails', {
      transportName: 'test',
      payload: (row) => row.id,
      send: async (id) => {
        await send(id);
        sent.push(id);
        return { providerMessageId: `provider-${id}` };
      },
    });
}

describe('delivery from the outbox', () => {
  it('two deliverers racing over the same outbox send every message exactly once', async () => {
    const ids = await queueMails(12);
    const sent: number[] = [];
    const counts = await Promise.all([deliverer(sent)(), deliverer(sent)(), deliverer(sent)()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    expect([...sent].sort((a, b) => a - b)).toEqual(ids);
    const rows = await rowsOf();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(rows.map((r) => r.provider_message_id)).toEqual(ids.map((id) => `provider-${id}`));
  });

  it('a deliverer that stops mid-send leaves that one message to nobody: not resent, failed with the reason once its lease is over', async () => {
    const [first, second] = await queueMails(2);
    const sent: number[] = [];
    // The first deliverer hangs inside the provider call, as a process killed there would.
    void deliverer(sent, () => new Promise(() => {}))();
    await expect.poll(async () => (await rowsOf())[0]?.status).toBe('sending');
    // The restarted deliverer sends what is still pending and leaves the claimed message alone.
    await deliverer(sent)();
    expect(sent).toEqual([second]);
    await sql`update outbox_mails set claimed_until = now() - interval '1 second' where id = ${first}`.execute(db());
    await deliverer(sent)();
    expect(sent).toEqual([second]);
    expect((await rowsOf())[0]).toMatchObject({ status: 'failed', last_error: INTERRUPTED_REASON });
  });

  it("a temporary failure is retried later with back-off and keeps the provider's reason; a permanent one fails at once", async () => {
    const [temporary, permanent] = await queueMails(2);
    const failing = deliverer([], async (id) => {
      throw new TransportError(
        id === temporary ? 'Twilio 429: Too Many Requests' : 'Twilio 400: invalid number',
        id === permanent,
      );
    });
    const before = Date.now();
    expect(await failing()).toBe(0);
    const [retry, refused] = await rowsOf();
    expect(retry).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Twilio 429: Too Many Requests' });
    expect(new Date(retry?.next_attempt_at ?? 0).getTime()).toBeGreaterThanOrEqual(before + 30_000);
    expect(refused).toMatchObject({ status: 'failed', attempts: 1, last_error: 'Twilio 400: invalid number' });
    // Not due yet: a run now sends nothing; once due, it goes out.
    const sent: number[] = [];
    expect(await deliverer(sent)()).toBe(0);
    await db()
      .updateTable('outbox_mails')
      .set({ next_attempt_at: new Date(0) })
      .where('id', '=', temporary as number)
      .execute();
    expect(await deliverer(sent)()).toBe(1);
    expect((await rowsOf())[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null, transport: 'test' });
  });

  it(`a message still failing after ${MAX_ATTEMPTS} attempts is failed`, async () => {
    const [id] = await queueMails(1);
    await db()
      .updateTable('outbox_mails')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where('id', '=', id as number)
      .execute();
    await deliverer([], async () => {
      throw new Error('connect ECONNREFUSED');
    })();
    expect((await rowsOf())[0]).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: 'connect ECONNREFUSED',
    });
  });
});
