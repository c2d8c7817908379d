/** Fixtures of the weekly sample's tests: agents of Peru and their calls of a week. */
import { createHash } from 'node:crypto';
import type { TestBackoffice } from '../../../testing/build.js';
import { createLead, productId } from '../../../testing/order-fixtures.js';

/** An agent of pe-central named `name` (surname Muestra); answers its id. */
export async function sampleAgent(t: TestBackoffice, name: string) {
  const row = await t.db
    .insertInto('accounts')
    .values({
      username: `qs-${name}`,
      password_hash: 'x',
      name,
      surname: 'Muestra',
      email: `qs-${name}@umbrella.example`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('account_regions').values({ account_id: row.id, region_id: 'pe-central' }).execute();
  return row.id;
}

/** A call of the agent in pe-central at `at`, answered and recorded unless told; answers its id. */
export async function sampleCall(t: TestBackoffice, agent: number, at: string, { billSec = 30, recorded = true } = {}) {
  const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', phone: '+51911000111' });
  const row = await t.db
    .insertInto('call_records')
    .values({
      account_id: agent,
      lead_id: leadId,
      region_id: 'pe-central',
      product_id: await productId(t.db, 'PE-COLAGENO'),
      call_date: at,
      ended_at: at,
      bill_sec: billSec,
      audio_src: recorded ? `qs-${leadId}-${at}.wav` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The sample's order: the calls by md5 of id and week, as the server orders them. */
export const byHash = (ids: readonly number[], week: string) =>
  [...ids].sort((a, b) => {
    const ha = createHash('md5').update(`${a}${week}`).digest('hex');
    const hb = createHash('md5').update(`${b}${week}`).digest('hex');
    return ha < hb ? -1 : ha > hb ? 1 : a - b;
  });
