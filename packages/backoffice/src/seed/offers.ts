/**
 * Demo commercial terms: two partners, each demo offer's type, default payout,
 * partner and published script, one agency special payout, and an intake key for one webmaster
 * so that leads can be sent the way a webmaster's server does. Only fills what is still empty:
 * an administrator's edits stay.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { apiKeyHash } from '../platform/api-key.js';

type Trx = Transaction<Database>;

export const DEMO_PARTNERS = ['Red Andina de Afiliados', 'Nexo Partners'] as const;
/** The intake key of the LeadMax LATAM webmaster in the demo (README "Sending leads"). */
export const DEMO_INTAKE_KEY = 'umb_demo-leadmax-intake-key';
export const DEMO_INTAKE_WEBMASTER = 'LeadMax LATAM';
export const DEMO_AGENCY = { agencyName: 'MediaSur', payoutMinor: 750 } as const;

/** Peru and Colombia buy from the first partner, Chile and Mexico from the second. */
const partnerOfRegion = (regionId: string) => (['pe-central', 'co-central'].includes(regionId) ? 0 : 1);

export async function seedOfferTerms(trx: Trx): Promise<void> {
  await trx
    .insertInto('partners')
    .values(DEMO_PARTNERS.map((name) => ({ name })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const partners = await trx.selectFrom('partners').select(['id', 'name']).where('name', 'in', DEMO_PARTNERS).execute();
  const partnerId = (index: number) => partners.find((p) => p.name === DEMO_PARTNERS[index])?.id ?? null;

  const offers = await trx
    .selectFrom('offers as o')
    .leftJoin('scripts as s', 's.product_id', 'o.product_id')
    .select(['o.id', 'o.region_id', 's.id as script_id'])
    .where('o.partner_id', 'is', null)
    .orderBy('o.id')
    .execute();
  for (const offer of offers) {
    const chatbot = offer.id.endsWith('-BOT');
    await trx
      .updateTable('offers')
      .set({
        partner_id: partnerId(partnerOfRegion(offer.region_id)),
        script_id: offer.script_id,
        type: chatbot ? 'CPL' : 'COD',
        payout_minor: chatbot ? 350 : 800,
        resale: false,
      })
      .where('id', '=', offer.id)
      .execute();
  }

  const first = await trx
    .selectFrom('offers')
    .select('id')
    .where('id', 'like', 'PE-%')
    .orderBy('id')
    .executeTakeFirst();
  if (first) {
    await trx
      .insertInto('agency_payouts')
      .values({ offer_id: first.id, agency_name: DEMO_AGENCY.agencyName, payout_minor: DEMO_AGENCY.payoutMinor })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  await trx
    .updateTable('webmasters')
    .set({ api_key_hash: apiKeyHash(DEMO_INTAKE_KEY) })
    .where('name', '=', DEMO_INTAKE_WEBMASTER)
    .where('api_key_hash', 'is', null)
    .execute();
}
