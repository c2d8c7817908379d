/**
 * The demo lead generator: every few seconds one to three customers "fill in a form" for a
 * random product and offer of a random region, and agents are told work is available.
 */
import type { Faker } from '@faker-js/faker';
import { faker as fakerEs } from '@faker-js/faker/locale/es';
import { faker as fakerMx } from '@faker-js/faker/locale/es_MX';
import { REGION_IDS, type RegionId } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { publishEvent } from '../platform/events/publish.js';
import { demoPhone } from './phones.js';

const NAME_FAKERS: Record<RegionId, Faker> = {
  'pe-central': fakerEs,
  'cl-central': fakerEs,
  'co-central': fakerEs,
  'mx-central': fakerMx,
};

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/** Adds `count` new leads (1–3 when not given); returns their ids. */
export async function generateDemoLeads(
  db: Kysely<Database>,
  count = 1 + Math.floor(Math.random() * 3),
): Promise<number[]> {
  const offers = await db
    .selectFrom('offers')
    .select(['id', 'product_id', 'webmaster_id', 'region_id'])
    .where('active', '=', true)
    .execute();
  if (!offers.length) return [];
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const regionId = pick(REGION_IDS) as RegionId;
      const offer = pick(offers.filter((o) => o.region_id === regionId)) ?? (pick(offers) as (typeof offers)[number]);
      const region = offer.region_id as RegionId;
      const person = NAME_FAKERS[region] ?? fakerEs;
      const lead = await trx
        .insertInto('leads')
        .values({
          region_id: region,
          product_id: offer.product_id,
          offer_id: offer.id,
          webmaster_id: offer.webmaster_id,
          name: `${person.person.firstName()} ${person.person.lastName()}`,
          phone: demoPhone(region),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(lead.id);
    }
    // Published last: the outbox lock is held from here to the commit (see events/publish.ts).
    await publishEvent(trx, 'task.available', null, { type: 'LEAD' });
    return ids;
  });
}
