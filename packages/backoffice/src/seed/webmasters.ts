/**
 * Demo special payouts and guarantee history (/webmasters, /guarantees): two Peruvian offers'
 * own affiliates get a special payout and guarantees, so the screens show data on `npm start` and
 * the demo leads of those offers count towards a guarantee set. Idempotent.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';

const DEMO_RATES = [
  {
    webmaster: 'LeadMax LATAM',
    offerId: 'PE-COLAGENO-LMX',
    payoutMinor: 2_500,
    guarantees: [{ actualFrom: '2026-01-01', value: 30 }],
  },
  {
    webmaster: 'CPA Andina',
    offerId: 'PE-COLAGENO-CPA',
    payoutMinor: 3_000,
    guarantees: [
      { actualFrom: '2026-01-01', value: 25 },
      { actualFrom: '2026-06-01', value: 35 },
    ],
  },
] as const;

export async function seedWebmasterRates(trx: Transaction<Database>): Promise<void> {
  for (const rate of DEMO_RATES) {
    const webmaster = await trx
      .selectFrom('webmasters')
      .select('id')
      .where('name', '=', rate.webmaster)
      .executeTakeFirst();
    const offer = await trx.selectFrom('offers').select('id').where('id', '=', rate.offerId).executeTakeFirst();
    if (!webmaster || !offer) continue;
    await trx
      .insertInto('webmaster_offer_rates')
      .values({ webmaster_id: webmaster.id, offer_id: offer.id, payout_minor: rate.payoutMinor, comment: 'demo' })
      .onConflict((oc) => oc.columns(['webmaster_id', 'offer_id']).doNothing())
      .execute();
    await trx
      .insertInto('webmaster_guarantees')
      .values(
        rate.guarantees.map((g) => ({
          webmaster_id: webmaster.id,
          offer_id: offer.id,
          actual_from: g.actualFrom,
          value: g.value,
        })),
      )
      .onConflict((oc) => oc.columns(['webmaster_id', 'offer_id', 'actual_from']).doNothing())
      .execute();
  }
}
